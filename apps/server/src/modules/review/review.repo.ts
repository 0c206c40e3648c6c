import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, recipes } from '../../db/schema/index.ts';
import { selectCards } from '../recipes/recipe-card.query.ts';

/** Recipes waiting for review, oldest first: the order they should be looked at. */
export function listPendingCards(db: Db, limit: number) {
  return selectCards(db)
    .where(eq(recipes.status, 'pending'))
    .orderBy(recipes.createdAt, recipes.id)
    .limit(limit);
}

export async function findRecipeStatus(db: Db, id: number) {
  const [row] = await db
    .select({ id: recipes.id, userId: recipes.userId, title: recipes.title, status: recipes.status })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  return row;
}

export async function publishRecipe(db: Db, id: number) {
  await db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, id));
}

/** Deletes the refused recipe and tells its author, in one transaction. */
export async function rejectRecipe(
  db: Db,
  recipe: { id: number; userId: number },
  by: number,
  message: string,
) {
  await db.transaction(async (tx) => {
    await tx.delete(recipes).where(eq(recipes.id, recipe.id));
    // recipe_id stays null: the recipe is gone, the notice stays.
    await tx
      .insert(notifications)
      .values({ userId: recipe.userId, type: 'review', triggeredBy: by, message });
  });
}
