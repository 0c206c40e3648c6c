import { estimateNutrition } from '../server-ai.ts';
import type { ReferenceRecipe } from './reference-recipes.ts';

// Within 15 %, or 1.5 g for a nutrient whose reference is under 10 g (rounding dominates there).
export function withinTolerance(actual: number, reference: number, absoluteFloor: number | null): boolean {
  if (absoluteFloor !== null && reference < 10) return Math.abs(actual - reference) <= absoluteFloor;
  return Math.abs(actual - reference) <= reference * 0.15;
}

/** The estimate of a reference recipe, from the lines the form sends. */
export const estimateReference = (recipe: ReferenceRecipe) =>
  estimateNutrition({
    servings: recipe.servings,
    ingredients: recipe.lines.map(({ quantity, unit, name }) => ({ quantity, unit, name })),
  });

/** Whether every line was matched and each nutrient is within tolerance of the reference. */
export function checkReferenceRecipe(recipe: ReferenceRecipe): boolean {
  const estimate = estimateReference(recipe);
  const { reference } = recipe;
  return (
    estimate.unmatched.length === 0 &&
    withinTolerance(estimate.calories, reference.calories, null) &&
    withinTolerance(estimate.protein, reference.protein, 1.5) &&
    withinTolerance(estimate.carbs, reference.carbs, 1.5) &&
    withinTolerance(estimate.fats, reference.fats, 1.5)
  );
}
