import { describe, expect, it } from 'vitest';
import { estimateNutrition } from './estimate-nutrition.ts';
import { REFERENCE_RECIPES } from './reference-recipes.fixture.ts';

// Within 15 %, or 1.5 g for a nutrient whose reference is under 10 g (rounding dominates there).
function withinTolerance(actual: number, reference: number, absoluteFloor: number | null): boolean {
  if (absoluteFloor !== null && reference < 10) return Math.abs(actual - reference) <= absoluteFloor;
  return Math.abs(actual - reference) <= reference * 0.15;
}

describe('estimateNutrition against hand-computed reference recipes', () => {
  it('has at least 20 recipes', () => {
    expect(REFERENCE_RECIPES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(REFERENCE_RECIPES.map((recipe) => [recipe.title, recipe] as const))('%s', (_title, recipe) => {
    const estimate = estimateNutrition({
      servings: recipe.servings,
      ingredients: recipe.lines.map(({ quantity, unit, name }) => ({ quantity, unit, name })),
    });
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
