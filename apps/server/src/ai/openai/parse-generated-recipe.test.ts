import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../ai-provider-error.ts';
import { parseGeneratedRecipe } from './parse-generated-recipe.ts';

const complete = {
  title: 'Truita de patates',
  description: 'La truita de sempre. Sucosa per dins. Ideal per sopar.',
  ingredients: [
    { quantity: 4, unit: 'unitats', name: 'ous' },
    { quantity: '500', unit: 'grams', name: 'patates' },
    { quantity: '1', name: 'ceba' },
  ],
  steps: ['Pela les patates.', '  ', 'Fregeix-les.'],
  nutrition: { calories: 212.6, protein: '9.46', fats: 11, carbs: 20.04 },
  prep_time: '10',
  cook_time: 25,
  servings: 4,
};

describe('parseGeneratedRecipe', () => {
  it('keeps the answer, with units made the form’s, two sentences and rounded nutrition', () => {
    expect(parseGeneratedRecipe(JSON.stringify(complete))).toEqual({
      title: 'Truita de patates',
      description: 'La truita de sempre. Sucosa per dins.',
      ingredients: [
        { quantity: '4', unit: 'unitats', name: 'ous' },
        { quantity: '500', unit: 'g', name: 'patates' },
        { quantity: '1', unit: '', name: 'ceba' },
      ],
      steps: ['Pela les patates.', 'Fregeix-les.'],
      nutrition: { calories: 213, protein: 9.5, fats: 11, carbs: 20 },
      prep_time: 10,
      cook_time: 25,
      servings: 4,
    });
  });

  it('fills what the model left out with the spec’s defaults (servings from the request, else 4)', () => {
    const bare = { ingredients: complete.ingredients, steps: complete.steps };
    expect(parseGeneratedRecipe(`\`\`\`json\n${JSON.stringify(bare)}\n\`\`\``)).toMatchObject({
      title: 'Recepta sense títol',
      description: 'Sense descripció.',
      nutrition: { calories: 0, protein: 0, fats: 0, carbs: 0 },
      prep_time: 0,
      cook_time: 0,
      servings: 4,
    });
    expect(parseGeneratedRecipe(JSON.stringify(bare), 2).servings).toBe(2);
  });

  it.each([
    ['not JSON', 'Aquí tens la recepta: truita.'],
    ['no steps', JSON.stringify({ ...complete, steps: [] })],
    ['no ingredients', JSON.stringify({ ...complete, ingredients: [] })],
    ['the refusal', '{"ingredients": [], "steps": []}'],
    ['an array', '[]'],
    ['a negative time', JSON.stringify({ ...complete, cook_time: -5 })],
  ])('refuses %s', (_what, text) => {
    expect(() => parseGeneratedRecipe(text)).toThrow(AiProviderError);
  });
});
