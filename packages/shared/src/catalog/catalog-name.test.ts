import { describe, expect, it } from 'vitest';
import { byShownName, catalogName } from './catalog-name.ts';

describe('catalogName', () => {
  const category = { id: 1, name: 'Postres', name_es: 'Postres', name_en: 'Desserts' };
  const cuisine = { id: 2, country: 'Itàlia', country_es: 'Italia', country_en: 'Italy' };

  it("picks the locale's name of a category and of a cuisine", () => {
    expect(catalogName(category, 'en')).toBe('Desserts');
    expect(catalogName(cuisine, 'es')).toBe('Italia');
    expect(catalogName(cuisine, 'en')).toBe('Italy');
    expect(catalogName(cuisine, 'ca')).toBe('Itàlia');
  });

  it('falls back to the Catalan name when the translation is missing, null or empty', () => {
    expect(catalogName({ name: 'Primer plat', name_es: null, name_en: null }, 'en')).toBe('Primer plat');
    expect(catalogName({ country: 'Xina', country_es: '', country_en: null }, 'es')).toBe('Xina');
    // An answer kept from before the translations existed.
    expect(catalogName({ name: 'Carns' }, 'es')).toBe('Carns');
  });
});

describe('byShownName', () => {
  const categories = [
    { name: 'Amanides', name_en: 'Salads' },
    { name: 'Arrossos', name_en: 'Rice dishes' },
    { name: 'Carns', name_en: 'Meat' },
    { name: 'Primer plat' },
  ];
  const names = (locale: 'ca' | 'en') => byShownName(categories, locale).map((c) => catalogName(c, locale));

  it("sorts by the names in the language's alphabet", () => {
    expect(names('en')).toEqual(['Meat', 'Primer plat', 'Rice dishes', 'Salads']);
    expect(names('ca')).toEqual(['Amanides', 'Arrossos', 'Carns', 'Primer plat']);
  });
});
