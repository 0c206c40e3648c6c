import type { Ingredient } from '../recipes/recipes.schemas.ts';
import { adaptIngredient, type AdaptedIngredient, type UnitSystem } from './adapt-ingredient.ts';
import { convertTemperatures } from './convert-temperatures.ts';

export type { AdaptedIngredient, UnitSystem } from './adapt-ingredient.ts';

/** What adapting needs of a recipe: its servings, ingredients and steps. */
export interface AdaptableRecipe {
  readonly servings: number;
  readonly ingredients: readonly Ingredient[];
  readonly steps: readonly string[];
}

export interface AdaptedRecipe {
  readonly ingredients: readonly AdaptedIngredient[];
  readonly steps: readonly string[];
}

/**
 * The recipe for `servings` people in `system` (docs/product.md#servings-and-units): every quantity
 * rescaled and converted, and the temperatures of the steps converted. Nutrition stays per serving.
 */
export function adaptRecipe(recipe: AdaptableRecipe, servings: number, system: UnitSystem): AdaptedRecipe {
  const factor = recipe.servings > 0 ? servings / recipe.servings : 1;
  return {
    ingredients: recipe.ingredients.map((ingredient) => adaptIngredient(ingredient, factor, system)),
    steps: recipe.steps.map((step) => convertTemperatures(step, system)),
  };
}
