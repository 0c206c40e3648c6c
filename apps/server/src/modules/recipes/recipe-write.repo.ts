import type { RecipeStatus } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { nutrition, recipeIngredients, recipes, recipeSteps } from '../../db/schema/index.ts';
import { recipeFacets } from '../allergens/index.ts';

/** The columns of the recipes row that a payload sets. */
const recipeColumns = (input: RecipeInput) => ({
  categoryId: input.category_id,
  cuisineId: input.cuisine_id,
  title: input.title,
  description: input.description || null,
  explanation: input.explanation,
  servings: input.servings,
  prepTime: input.prep_time,
  cookTime: input.cook_time,
  stepsCount: input.steps.length,
  ingredientsCount: input.ingredients.length,
  // Estimated from the names on every write, so an edit recomputes them (docs/product.md#allergens-and-diets).
  ...recipeFacets(input.ingredients.map((i) => i.name)),
  // Left out (an edit from the form), the credit stays as it was; null drops it.
  ...(input.source !== undefined && {
    sourceUrl: input.source?.url ?? null,
    sourceSite: input.source?.site ?? null,
  }),
});

/**
 * Steps, ingredients and nutrition, for a recipe being written. The filter's ingredient list
 * (ingredient_names) follows recipe_ingredients by triggers (migration 0006), not from here.
 */
async function writeChildren(tx: Db, recipeId: number, input: RecipeInput) {
  await tx.insert(recipeSteps).values(input.steps.map((text, i) => ({ recipeId, position: i + 1, text })));
  await tx
    .insert(recipeIngredients)
    .values(input.ingredients.map((ing, i) => ({ recipeId, position: i + 1, ...ing })));
  await tx.insert(nutrition).values({ recipeId, ...input.nutrition });
}

type RecipeMedia = { image: string | null; video: string | null; status: RecipeStatus; reviewAfter: boolean };

/** Replaces a recipe's content as a whole: several statements, so the caller passes its transaction. */
export async function updateRecipe(tx: Db, id: number, input: RecipeInput, media: RecipeMedia) {
  await tx
    .update(recipes)
    .set({ ...recipeColumns(input), ...media })
    .where(eq(recipes.id, id));
  await tx.delete(recipeSteps).where(eq(recipeSteps.recipeId, id));
  await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, id));
  await tx.delete(nutrition).where(eq(nutrition.recipeId, id));
  await writeChildren(tx, id, input);
}

/** Creates a recipe with all its parts (the caller's transaction); answers its id. */
export async function insertRecipe(
  tx: Db,
  userId: number,
  input: RecipeInput,
  media: RecipeMedia,
  importKey: string | null = null,
) {
  const [row] = await tx
    .insert(recipes)
    .values({ userId, ...recipeColumns(input), ...media, importKey })
    .returning({ id: recipes.id });
  await writeChildren(tx, row!.id, input);
  return row!.id;
}
