import { describe, expect, it } from 'vitest';
import { mealieKey, mealieNode } from './mealie-recipe.ts';

const recipe = {
  id: '5f0c8a1e-1b2c-4d3e-8f90-123456789abc',
  slug: 'pa-amb-tomaquet',
  name: 'Pa amb tomàquet',
  description: 'El de cada dia.',
  recipe_yield: '2 servings',
  prep_time: '5 minutes',
  perform_time: '1 hour 10 minutes',
  total_time: null,
  recipe_ingredient: [
    { title: 'Base', note: '', quantity: 0, unit: null, food: null, original_text: null, display: '' },
    { note: 'madur', quantity: 2, unit: null, food: { name: 'tomàquets' }, original_text: null, display: '' },
    {
      note: '',
      quantity: 4,
      unit: { name: 'llesques' },
      food: { name: 'pa' },
      original_text: '4 llesques de pa',
    },
    { note: 'Oli i sal', quantity: 0, unit: null, food: null, display: 'Oli i sal' },
  ],
  recipe_instructions: [{ title: '', text: 'Torra el pa.' }, { text: 'Frega-hi el tomàquet.' }],
  recipe_category: [{ name: 'Esmorzars' }],
  tags: [{ name: 'Catalana' }],
  nutrition: { calories: '180', proteinContent: '5', fat_content: '7' },
  org_url: 'https://example.cat/pa',
};

describe('mealieNode', () => {
  it("moves Mealie's fields to schema.org's", () => {
    expect(mealieNode(recipe)).toMatchObject({
      name: 'Pa amb tomàquet',
      recipeIngredient: ['2 tomàquets madur', '4 llesques de pa', 'Oli i sal'],
      recipeInstructions: ['Torra el pa.', 'Frega-hi el tomàquet.'],
      recipeYield: '2 servings',
      prepTime: 5,
      cookTime: 70,
      recipeCategory: ['Esmorzars'],
      keywords: ['Catalana'],
      nutrition: { calories: '180', proteinContent: '5', fatContent: '7' },
    });
  });

  it('takes recipe_servings, when newer Mealie writes it, over the yield text', () => {
    expect(mealieNode({ ...recipe, recipe_servings: 6 })).toMatchObject({ recipeYield: 6 });
  });

  it("keys by Mealie's id, else its slug", () => {
    expect(mealieKey(recipe)).toBe('mealie:5f0c8a1e-1b2c-4d3e-8f90-123456789abc');
    expect(mealieKey({ ...recipe, id: undefined })).toBe('mealie:pa-amb-tomaquet');
  });

  it('is no recipe without a name', () => {
    expect(mealieNode({ slug: 'x' })).toBeNull();
  });
});
