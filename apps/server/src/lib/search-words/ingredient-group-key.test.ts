import { describe, expect, it } from 'vitest';
import { LEXICON } from '../../ai/index.ts';
import { ingredientGroupKey } from './ingredient-group-key.ts';

describe('one key per ingredient, whatever its spelling', () => {
  it('gives the names of one food in Catalan, Spanish and English, singular or plural, one key', () => {
    const avocado = ingredientGroupKey('alvocat');
    for (const name of [
      'alvocats',
      'Alvocat',
      ' ALVOCATS ',
      'aguacate',
      'aguacates',
      'avocado',
      'avocados',
    ]) {
      expect(ingredientGroupKey(name), name).toBe(avocado);
    }
    for (const name of ['huevo', 'egg', 'ous'])
      expect(ingredientGroupKey(name), name).toBe(ingredientGroupKey('ou'));
    for (const name of ['pimiento', 'pebrots'])
      expect(ingredientGroupKey(name), name).toBe(ingredientGroupKey('pebrot'));
  });

  it('keeps different foods apart', () => {
    expect(ingredientGroupKey('pebre')).not.toBe(ingredientGroupKey('pebrot'));
    expect(ingredientGroupKey('pollastre')).not.toBe(ingredientGroupKey('cigrons'));
    expect(ingredientGroupKey('llet de coco')).not.toBe(ingredientGroupKey('llet'));
  });

  it('stems the words of a name the lexicon does not know, joining words left out', () => {
    expect(ingredientGroupKey('Llavors de carbassa')).toBe(ingredientGroupKey('llavor carbassa'));
    expect(ingredientGroupKey('fideus de ramen')).toBe(ingredientGroupKey('Fideu ramen'));
    expect(ingredientGroupKey('olives de kalamata')).toBe(ingredientGroupKey('oliva kalamata'));
    expect(ingredientGroupKey('olives de kalamata')).not.toBe(ingredientGroupKey('fideus de ramen'));
  });

  it('covers the synonym table: every name of each of its foods shares the food’s key', () => {
    // The nutrition lexicon is the synonym table (docs/decisions/0015): at least 300 foods.
    expect(LEXICON.length).toBeGreaterThanOrEqual(300);
    const apart = LEXICON.flatMap((food) =>
      food.aliases.filter((alias) => ingredientGroupKey(alias) !== ingredientGroupKey(food.aliases[0]!)),
    );
    expect(apart).toEqual([]);
    expect(new Set(LEXICON.map((food) => ingredientGroupKey(food.aliases[0]!))).size).toBe(LEXICON.length);
  });
});
