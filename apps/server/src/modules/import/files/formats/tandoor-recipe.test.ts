import { describe, expect, it } from 'vitest';
import { tandoorKey, tandoorNode } from './tandoor-recipe.ts';

const recipe = {
  name: 'Fideuà',
  description: 'De Gandia.',
  keywords: [{ name: 'Peix' }, { name: 'Valenciana' }],
  steps: [
    {
      instruction: 'Fregiu els fideus.',
      ingredients: [
        {
          food: { name: 'Fideus' },
          unit: { name: 'g' },
          amount: 400,
          note: '',
          is_header: false,
          no_amount: false,
        },
        { food: null, unit: null, amount: 0, note: 'Per al fumet', is_header: true },
      ],
    },
    {
      instruction: 'Afegiu el fumet.',
      ingredients: [{ food: { name: 'Sal' }, unit: null, amount: 0, note: 'al gust', no_amount: true }],
    },
  ],
  working_time: 20,
  waiting_time: 0,
  servings: 4,
  nutrition: { carbohydrates: 60, fats: 12, proteins: 25, calories: 480 },
  source_url: 'https://example.cat/fideua',
};

describe('tandoorNode', () => {
  it("gathers the steps' ingredients and moves Tandoor's fields to schema.org's", () => {
    expect(tandoorNode(recipe)).toMatchObject({
      name: 'Fideuà',
      recipeIngredient: ['400 g Fideus', 'Sal al gust'],
      recipeInstructions: ['Fregiu els fideus.', 'Afegiu el fumet.'],
      recipeYield: 4,
      prepTime: 20,
      cookTime: undefined,
      keywords: ['Peix', 'Valenciana'],
      nutrition: { calories: 480, proteinContent: 25, carbohydrateContent: 60, fatContent: 12 },
    });
  });

  it('has no key of its own unless the export names an id', () => {
    expect(tandoorKey(recipe)).toBeNull();
    expect(tandoorKey({ ...recipe, id: 42 })).toBe('tandoor:42');
  });
});
