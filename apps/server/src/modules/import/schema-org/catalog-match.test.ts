import { describe, expect, it } from 'vitest';
import { matchCategory, matchCuisine } from './catalog-match.ts';

const catalog = {
  categories: [
    { id: 1, name: 'Primer plat', name_es: 'Primer plato', name_en: 'First course' },
    { id: 2, name: 'Postres', name_es: null, name_en: null },
    // A translation that is another entry's Catalan name never takes it from that entry.
    { id: 3, name: 'Dolços', name_es: 'Postres', name_en: 'Sweets' },
  ],
  cuisines: [{ id: 4, country: 'Menorca', country_es: 'Menorca', country_en: 'Minorca' }],
};

describe('the import’s catalogue match', () => {
  it('matches a category or cuisine by any of its three names, accents and case aside', () => {
    expect(matchCategory(catalog, ['first course'])).toBe(1);
    expect(matchCategory(catalog, ['PRIMER PLATO'])).toBe(1);
    expect(matchCategory(catalog, ['Primer plat'])).toBe(1);
    expect(matchCategory(catalog, ['sweets'])).toBe(3);
    expect(matchCuisine(catalog, ['Minorca'])).toBe(4);
  });

  it('prefers the entry whose Catalan name it is', () => {
    expect(matchCategory(catalog, ['postres'])).toBe(2);
  });
});
