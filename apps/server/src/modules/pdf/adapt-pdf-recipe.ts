import { type AdaptableRecipe, adaptRecipe } from '@receptari/shared/quantities/adapt-recipe';
import type { AdaptQuery } from '@receptari/shared/quantities/quantities.schemas';
import type { PdfRecipe } from './pdf-sections.ts';

/**
 * The recipe at the servings and units chosen on the page (docs/product.md#servings-and-units):
 * ingredients rescaled and converted, the steps' temperatures converted, 'Racions' the servings
 * chosen. Nutrition stays per serving. Units default to the author's own ('original', only scaled),
 * as the page sends none for them. Without a choice, the recipe exactly as written. A quantity that
 * is not a number comes back as typed, so it is printed as typed.
 */
export function adaptPdfRecipe(recipe: PdfRecipe & AdaptableRecipe, query: AdaptQuery): PdfRecipe {
  if (query.servings === undefined && query.units === undefined) return recipe;
  const servings = query.servings ?? recipe.servings;
  const adapted = adaptRecipe(recipe, servings, query.units ?? 'original');
  return {
    ...recipe,
    servings,
    ingredients: adapted.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
    steps: adapted.steps,
  };
}
