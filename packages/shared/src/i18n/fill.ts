/** Replaces each `{key}` of a template from ca.ts with its value: fill('Per {name}', { name: 'Marta' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
