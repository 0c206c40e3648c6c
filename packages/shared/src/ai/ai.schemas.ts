import { z } from 'zod';
import { ingredientSchema } from '../recipes/recipes.schemas.ts';
import { INGREDIENTS_MAX, SERVINGS_MAX } from '../recipes/recipes.rules.ts';

/** POST /api/ai/nutrition: the ingredient lines of the form and its servings (default 1). */
export const nutritionRequestSchema = z.object({
  ingredients: z.array(ingredientSchema).max(INGREDIENTS_MAX),
  servings: z.number().int().min(1).max(SERVINGS_MAX).default(1),
});
export type NutritionRequest = z.infer<typeof nutritionRequestSchema>;

/**
 * The estimate per serving: calories an integer, the rest one decimal (docs/product.md#nutrition-estimate).
 * `unmatched` names the ingredient lines the estimate could not place, so nothing is guessed silently.
 */
export const nutritionEstimateSchema = z.object({
  calories: z.number().int().min(0),
  protein: z.number().min(0),
  carbs: z.number().min(0),
  fats: z.number().min(0),
  unmatched: z.array(z.string()),
});
export type NutritionEstimate = z.infer<typeof nutritionEstimateSchema>;
