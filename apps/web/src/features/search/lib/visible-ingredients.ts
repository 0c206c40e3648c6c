/**
 * docs/product.md#lists-and-pages: the ingredient filter shows 10 chips first, and 5 more per 'Mostrar més'.
 */
export const INGREDIENTS_FIRST = 10;
export const INGREDIENTS_STEP = 5;

/** The ingredient names whose name holds `term`, case-insensitively. */
export function matchIngredients(names: readonly string[], term: string): string[] {
  const needle = term.trim().toLocaleLowerCase('ca');
  return needle ? names.filter((n) => n.toLocaleLowerCase('ca').includes(needle)) : [...names];
}
