import { storedImage } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { type Draft, rowKey } from './draft.ts';

/** A published recipe as the /agregar form's values, for editing it. */
export function draftFromRecipe(recipe: RecipeDetail): Draft {
  const n = recipe.nutrition;
  return {
    category_id: recipe.category_id === null ? null : String(recipe.category_id),
    cuisine_id: recipe.cuisine_id === null ? null : String(recipe.cuisine_id),
    title: recipe.title,
    servings: recipe.servings,
    explanation: recipe.explanation,
    description: recipe.description ?? '',
    steps: recipe.steps.map((text) => ({ key: rowKey(), text })),
    ingredients: recipe.ingredients.map(({ quantity, unit, name }) => ({
      key: rowKey(),
      quantity,
      unit,
      name,
    })),
    calories: n?.calories ?? 0,
    protein: n?.protein ?? 0,
    fats: n?.fats ?? 0,
    carbs: n?.carbs ?? 0,
    prep_time: recipe.prep_time,
    cook_time: recipe.cook_time,
    // The detail answers its large variant; the form shows its own (card) variant of the stored one.
    image: storedImage(recipe.image),
    video: recipe.video,
    source: recipe.source,
  };
}

/**
 * The media the user kept as they were are left out of the update (the server keeps them): the
 * form holds the URLs it was shown, not necessarily the stored ones.
 */
export function unchangedMediaLeftOut<T extends { image?: string | null; video?: string | null }>(
  input: T,
  initial: Draft,
): T {
  return {
    ...input,
    image: input.image === initial.image ? undefined : input.image,
    video: input.video === initial.video ? undefined : input.video,
  };
}
