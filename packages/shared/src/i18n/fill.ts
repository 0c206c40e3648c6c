import { format } from './translator.ts';

/**
 * A template of a dictionary with its values, in the current language, through Lingui:
 * fill(tr.landing.by, { name: 'Marta' }) → 'per Marta'; plurals as ICU MessageFormat
 * ('{n, plural, one {# recepta} other {# receptes}}').
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return format(template, values);
}
