import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { setLocaleSource } from '../i18n/translator.ts';
import { loadAllTranslations } from '../i18n/translations.ts';
import { UNITS } from '../recipes/recipes.rules.ts';
import { unitLabel } from './unit-label.ts';

let locale: Locale = DEFAULT_LOCALE;
const labelIn = (next: Locale, unit: string, quantity: string | number) => {
  locale = next;
  return unitLabel(unit, quantity);
};

beforeAll(async () => {
  setLocaleSource(() => locale);
  await Promise.all([loadAllTranslations('es'), loadAllTranslations('en')]);
});
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

// Each id of `UNITS` (and of the conversions) for one and for two, in ca, es and en.
const TABLE: readonly (readonly [string, string, string, string, string, string, string])[] = [
  // id, ca 1, ca 2, es 1, es 2, en 1, en 2
  ['', '', '', '', '', '', ''],
  ['g', 'g', 'g', 'g', 'g', 'g', 'g'],
  ['kg', 'kg', 'kg', 'kg', 'kg', 'kg', 'kg'],
  ['ml', 'ml', 'ml', 'ml', 'ml', 'ml', 'ml'],
  ['cl', 'cl', 'cl', 'cl', 'cl', 'cl', 'cl'],
  ['l', 'l', 'l', 'l', 'l', 'l', 'l'],
  ['oz', 'oz', 'oz', 'oz', 'oz', 'oz', 'oz'],
  ['lb', 'lb', 'lb', 'lb', 'lb', 'lb', 'lb'],
  ['cullerada', 'cullerada', 'cullerada', 'cucharada', 'cucharadas', 'tbsp', 'tbsp'],
  ['culleradeta', 'culleradeta', 'culleradeta', 'cucharadita', 'cucharaditas', 'tsp', 'tsp'],
  ['tassa', 'tassa', 'tassa', 'taza', 'tazas', 'cup', 'cups'],
  ['pessics', 'pessics', 'pessics', 'pizca', 'pizcas', 'pinch', 'pinches'],
  ['unitats', 'unitats', 'unitats', 'unidad', 'unidades', 'unit', 'units'],
];

describe('unitLabel (docs/product.md "Languages")', () => {
  it('covers every unit of the form', () => {
    expect(UNITS.filter((unit) => !TABLE.some(([id]) => id === unit))).toEqual([]);
  });

  it.each(TABLE)('shows %s for one and for two in ca, es and en', (id, ...expected) => {
    const shown = (['ca', 'es', 'en'] as const).flatMap((l) => [labelIn(l, id, '1'), labelIn(l, id, '2')]);
    expect(shown).toEqual(expected);
  });

  it('keeps Catalan the id whatever the amount', () => {
    for (const unit of UNITS) {
      expect(['1', '3', '½', 'al gust'].map((q) => labelIn('ca', unit, q))).toEqual([unit, unit, unit, unit]);
    }
  });

  it('reads fractions, ranges, decimals and words without failing', () => {
    const cups = (l: Locale) =>
      ['1/2', '½', '1 ½', '1-2', '2-3', '0,5', '1,5', 'mig', 'al gust', '', '1 gran'].map((q) =>
        labelIn(l, 'tassa', q),
      );
    // A fraction of one agrees as one ("½ cup"), a range with its top, no number as a plural.
    expect(cups('en')).toEqual([
      'cup',
      'cup',
      'cups',
      'cups',
      'cups',
      'cup',
      'cups',
      'cup',
      'cups',
      'cups',
      'cup',
    ]);
    expect(cups('es')).toEqual([
      'taza',
      'taza',
      'tazas',
      'tazas',
      'tazas',
      'taza',
      'tazas',
      'taza',
      'tazas',
      'tazas',
      'taza',
    ]);
  });

  it('takes a number as the amount too', () => {
    expect([0.5, 1, 1.5, 3].map((n) => labelIn('en', 'pessics', n))).toEqual([
      'pinch',
      'pinch',
      'pinches',
      'pinches',
    ]);
  });

  it('reads the singular a shopping list writes as its id, except in Catalan, which shows it', () => {
    expect(labelIn('en', 'pessic', '2')).toBe('pinches');
    expect(labelIn('es', 'unitat', '1')).toBe('unidad');
    expect(labelIn('ca', 'pessic', '2')).toBe('pessic');
    expect(labelIn('ca', 'unitat', '1')).toBe('unitat');
  });

  it('shows a unit it does not know as written', () => {
    expect(['llauna', 'Unitats', 'u.', 'toString'].map((u) => labelIn('en', u, '2'))).toEqual([
      'llauna',
      'Unitats',
      'u.',
      'toString',
    ]);
  });
});
