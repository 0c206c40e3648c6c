import { ALLERGENS } from '@receptari/shared/search/search.rules';
import { describe, expect, it } from 'vitest';
import { tokeniseName } from '../../ai/index.ts';
import { allergensOfIngredient } from './ingredient-facets.ts';
import { recipeFacets } from './recipe-facets.ts';
import { TAXONOMY } from './taxonomy.ts';

const sorted = (name: string) => allergensOfIngredient(name).sort();

describe('allergensOfIngredient (docs/product.md#allergens-and-diets)', () => {
  it('reads plant drinks, flours and butters as their base, not as milk or wheat', () => {
    expect(sorted('llet de civada')).toEqual(['gluten']);
    expect(sorted('leche de avena')).toEqual(['gluten']);
    expect(sorted('llet de coco')).toEqual([]);
    expect(sorted('coconut milk')).toEqual([]);
    expect(sorted('almond milk')).toEqual(['nuts']);
    expect(sorted('mantega de cacauet')).toEqual(['peanuts']);
    expect(sorted('farina de cigrons')).toEqual([]);
    expect(sorted('rice flour')).toEqual([]);
    // A generic word beside a word that is no base keeps its meaning.
    expect(sorted('iogurt de maduixa')).toEqual(['milk']);
    expect(sorted('mantega de porc')).toEqual([]);
  });

  it('lets modifiers rule out what the line would otherwise carry', () => {
    expect(sorted('farina sense gluten')).toEqual([]);
    expect(sorted('sin gluten')).toEqual([]);
    expect(sorted('salsa de soja sense gluten')).toEqual(['soy']);
    expect(sorted('formatge vegà')).toEqual([]);
    expect(sorted('mantega vegetal')).toEqual([]);
    // Lactose-free milk is still milk, the allergen.
    expect(sorted('llet sense lactosa')).toEqual(['milk']);
  });

  it('matches whole folded words, longest phrase first, plurals included', () => {
    expect(sorted('salsa de soja')).toEqual(['gluten', 'soy']);
    expect(sorted('VI NEGRE')).toEqual(['sulphites']);
    expect(sorted('pebre')).toEqual([]);
    expect(sorted('pebrot')).toEqual([]);
    expect(sorted('nou moscada')).toEqual([]);
    expect(sorted('3 nous')).toEqual(['nuts']);
    expect(sorted('allioli')).toEqual(['eggs']);
    expect(sorted('alls tendres')).toEqual([]);
    expect(sorted('Sesamo')).toEqual(['sesame']);
    expect(sorted('caragols')).toEqual(['molluscs']);
    expect(sorted('200 g de pes de pasta')).toEqual(['gluten']);
    expect(sorted('una cosa que no existeix')).toEqual([]);
  });
});

describe('recipeFacets', () => {
  it('unites the lines’ allergens in ALLERGENS order and keeps the diets every line suits', () => {
    expect(recipeFacets(['ous', 'llet', 'farina', 'sucre'])).toEqual({
      allergens: ['gluten', 'eggs', 'milk'],
      diets: ['vegetarian'],
    });
    expect(recipeFacets(['pa sense gluten', 'pernil'])).toEqual({
      allergens: [],
      diets: ['gluten_free', 'lactose_free'],
    });
    expect(recipeFacets(['llet sense lactosa', 'mel'])).toEqual({
      allergens: ['milk'],
      diets: ['vegetarian', 'gluten_free', 'lactose_free'],
    });
    expect(recipeFacets(['gambes', 'gelatina'])).toEqual({
      allergens: ['crustaceans'],
      diets: ['gluten_free', 'lactose_free'],
    });
    expect(recipeFacets([])).toEqual({
      allergens: [],
      diets: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'],
    });
  });
});

describe('the taxonomy data', () => {
  it('gives every entry words in Catalan, Spanish and English and a source', () => {
    for (const e of TAXONOMY) {
      expect(
        [e.ca.length, e.es.length, e.en.length].every((n) => n > 0),
        e.ca.join('|'),
      ).toBe(true);
      expect(e.source.length, e.ca[0]).toBeGreaterThan(10);
      for (const a of e.allergens) expect(ALLERGENS).toContain(a);
    }
  });

  it('never gives one phrase two meanings', () => {
    const meaning = new Map<string, string>();
    for (const e of TAXONOMY) {
      const what = JSON.stringify([e.allergens, e.animal, e.generic, e.base, e.modifier]);
      for (const phrase of [...e.ca, ...e.es, ...e.en]) {
        const key = tokeniseName(phrase).join(' ');
        expect(meaning.get(key) ?? what, `${phrase}`).toBe(what);
        meaning.set(key, what);
      }
    }
  });
});
