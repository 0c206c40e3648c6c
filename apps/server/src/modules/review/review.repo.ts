import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipes } from '../../db/schema/index.ts';
import { selectCards } from '../recipe-cards/index.ts';

/** Recipes waiting for review, oldest first: the order they should be looked at. */
export function listPendingCards(db: Db, limit: number) {
  return selectCards(db)
    .where(eq(recipes.status, 'pending'))
    .orderBy(recipes.createdAt, recipes.id)
    .limit(limit);
}

export async function publishRecipe(db: Db, id: number) {
  await db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, id));
}

export async function deleteRecipe(db: Db, id: number) {
  await db.delete(recipes).where(eq(recipes.id, id));
}
