import { fill } from '../i18n/fill.ts';
import { DEFAULT_LOCALE } from '../i18n/locales.ts';
import { currentLocale } from '../i18n/translator.ts';
import { trCooking } from '../i18n/tr/cooking.ts';
import { readQuantity } from './parse-quantity.ts';

// The amount the plural is chosen by when there is none to read ("al gust", ""): a plural one.
const NO_AMOUNT = 2;

/**
 * The amount a unit agrees with: the top of a range ("1-2 cups"), and a fraction of one as one
 * ("½ cup", as cooks write it, where the plural rules would say "½ cups").
 */
function pluralAmount(quantity: string | number): number {
  const reading = typeof quantity === 'number' ? { low: quantity, high: null } : readQuantity(quantity);
  if (!reading) return NO_AMOUNT;
  return Math.max(reading.high ?? reading.low, 1);
}

/**
 * The singular a shopping list writes for a unit id ("1 unitat"; the merge's "2 pessic"): Catalan
 * shows it as written, the other languages as the id's label.
 */
const SINGULAR_IDS: Readonly<Record<string, string>> = { pessic: 'pessics', unitat: 'unitats' };

/**
 * A unit as an ingredient line shows it in the current language (docs/product.md "Languages"),
 * for the amount `quantity` as written ('1', '1/2', '2-3', '½'): the ids of `UNITS` and of the
 * units a conversion gives are translated (Catalan shows the id itself); anything else (a unit a
 * shopper typed) is shown as written. The stored unit stays the id.
 */
export function unitLabel(unit: string, quantity: string | number): string {
  const id = currentLocale() === DEFAULT_LOCALE ? unit : (SINGULAR_IDS[unit] ?? unit);
  const label: unknown = trCooking.unitNames[id as keyof typeof trCooking.unitNames];
  if (typeof label !== 'string') return unit;
  if (!label.includes('{')) return label;
  return fill(label, { n: pluralAmount(quantity) });
}
