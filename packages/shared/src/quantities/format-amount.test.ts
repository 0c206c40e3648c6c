import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { setLocaleSource } from '../i18n/translator.ts';
import { formatAmount } from './format-amount.ts';

// An amount is written with the decimal mark of the language shown (docs/product.md "Languages").
let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

describe('formatAmount in each language', () => {
  it.each([
    ['ca', '1,5', '0,25', '2,5'],
    ['es', '1,5', '0,25', '2,5'],
    ['en', '1.5', '0.25', '2.5'],
  ] as const)('%s writes %s', (language, kilos, litres, grams) => {
    locale = language;
    expect(formatAmount(1.5, 'decimal')).toBe(kilos);
    expect(formatAmount(0.25, 'decimal')).toBe(litres);
    expect(formatAmount(2.46, 'weighed')).toBe(grams);
    // Whole amounts and fractions have no decimal mark to change.
    expect(formatAmount(1500, 'weighed')).toBe('1500');
    expect(formatAmount(1.5, 'fraction')).toBe('1 ½');
  });
});
