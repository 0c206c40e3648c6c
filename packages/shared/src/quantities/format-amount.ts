import { perLocale } from '../i18n/intl.ts';

/**
 * How an amount is written for its unit (docs/product.md#servings-and-units): grams and millilitres
 * rounded as a scale shows them, kilos and litres with up to two decimals, spoons and cups in the
 * fractions a cook measures with, and counts of things (eggs, pinches) whole.
 */
export type AmountStyle = 'weighed' | 'decimal' | 'fraction' | 'whole';

/** Written in the current language: '1,5' in Catalan and Spanish, '1.5' in English. */
const decimals = (digits: number) =>
  perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits, useGrouping: false }));
const oneDecimal = decimals(1);
const twoDecimals = decimals(2);

// The fractions on measuring cups and spoons, with the glyph a cook writes.
const FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
  [1, ''],
];

// An eighth matters in a teaspoon, not in 14 ounces: the larger the amount, the coarser the fractions.
const EIGHTHS = FRACTIONS;
const QUARTERS_AND_THIRDS = FRACTIONS.filter(([part]) => part !== 1 / 8);
const HALVES = FRACTIONS.filter(([part]) => part === 0 || part === 1 / 2 || part === 1);

function nearestFraction(value: number, part: number): readonly [number, string] {
  const candidates = value >= 10 ? HALVES : value >= 1 ? QUARTERS_AND_THIRDS : EIGHTHS;
  let best = candidates[0] ?? [0, ''];
  for (const candidate of candidates) {
    if (Math.abs(candidate[0] - part) < Math.abs(best[0] - part)) best = candidate;
  }
  return best;
}

function asFraction(value: number): string {
  let whole = Math.floor(value);
  const [part, glyph] = nearestFraction(value, value - whole);
  if (part === 1) whole += 1;
  if (whole === 0 && glyph === '') return '⅛';
  if (whole === 0) return glyph;
  return glyph === '' ? String(whole) : `${whole} ${glyph}`;
}

function asWeighed(value: number): string {
  if (value < 10) return oneDecimal().format(Math.max(value, 0.1));
  if (value < 100) return String(Math.round(value));
  return String(Math.round(value / 5) * 5);
}

/** The amount as a cook writes it in this style; never "0" nor "NaN" for a positive amount. */
export function formatAmount(value: number, style: AmountStyle): string {
  switch (style) {
    case 'weighed':
      return asWeighed(value);
    case 'decimal':
      return twoDecimals().format(Math.max(value, 0.01));
    case 'fraction':
      return asFraction(value);
    case 'whole':
      return String(Math.max(1, Math.round(value)));
  }
}
