import { describe, expect, it } from 'vitest';
import { estimateReference, withinTolerance } from './check-reference-recipe.ts';
import { REFERENCE_RECIPES } from './reference-recipes.ts';

describe('estimateNutrition against hand-computed reference recipes', () => {
  it('has at least 20 recipes', () => {
    expect(REFERENCE_RECIPES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(REFERENCE_RECIPES.map((recipe) => [recipe.title, recipe] as const))('%s', (_title, recipe) => {
    const estimate = estimateReference(recipe);
    const { reference } = recipe;
    expect(estimate.unmatched).toEqual([]);
    expect(withinTolerance(estimate.calories, reference.calories, null), `kcal ${estimate.calories}`).toBe(
      true,
    );
    expect(withinTolerance(estimate.protein, reference.protein, 1.5), `protein ${estimate.protein}`).toBe(
      true,
    );
    expect(withinTolerance(estimate.carbs, reference.carbs, 1.5), `carbs ${estimate.carbs}`).toBe(true);
    expect(withinTolerance(estimate.fats, reference.fats, 1.5), `fats ${estimate.fats}`).toBe(true);
  });
});
