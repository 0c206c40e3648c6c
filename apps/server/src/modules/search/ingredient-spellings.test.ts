import { describe, expect, it } from 'vitest';
import { groupIngredientNames, ingredientOptions, ingredientSpellings } from './ingredient-spellings.ts';

const groups = groupIngredientNames([
  { name: 'aguacate', uses: 1 },
  { name: 'alvocat', uses: 5 },
  { name: 'alvocats', uses: 2 },
  { name: 'ceba', uses: 3 },
  { name: 'cebes', uses: 4 },
  { name: 'pebre', uses: 1 },
  { name: 'pebrot', uses: 1 },
]);

describe("ingredient_names' spellings by ingredient", () => {
  it('widens a chosen name to every spelling of the same ingredient in use', () => {
    expect(ingredientSpellings(groups, [' Alvocats ']).sort()).toEqual(['aguacate', 'alvocat', 'alvocats']);
    expect(ingredientSpellings(groups, ['avocado']).sort()).toEqual([
      'aguacate',
      'alvocat',
      'alvocats',
      'avocado',
    ]);
    expect(ingredientSpellings(groups, ['pebrot'])).toEqual(['pebrot']); // not pebre
    expect(ingredientSpellings(groups, ['safrà'])).toEqual(['safrà']); // in no recipe: itself only
  });

  it('offers one name per ingredient, the most used spelling, in code point order', () => {
    expect(ingredientOptions(groups)).toEqual(['alvocat', 'cebes', 'pebre', 'pebrot']);
  });
});
