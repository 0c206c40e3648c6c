import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipes, savedRecipes } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/pg-error.ts';
import { seenBy, selectCards } from '../recipe-cards/index.ts';

/** Bookmarks shown at once; the saved store of the web never needs more. */
const SAVED_LIST_MAX = 500;

/**
 * Saves when absent, removes when present. The insert either wins or does
 * nothing against the primary key, so concurrent toggles never fail or leave
 * two rows; the answer is the state this call left, or null when the recipe
 * was deleted meanwhile.
 */
export async function toggleSaved(db: Db, userId: number, recipeId: number): Promise<boolean | null> {
  const added = await db
    .insert(savedRecipes)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning()
    .catch((err: unknown) => {
      if (isForeignKeyViolation(err)) return null;
      throw err;
    });
  if (added === null) return null;
  if (added.length > 0) return true;
  await db
    .delete(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));
  return false;
}

/** The caller's bookmarks as cards, newest saved first. */
export const savedCards = (db: Db, userId: number) =>
  selectCards(db)
    .innerJoin(savedRecipes, and(eq(savedRecipes.recipeId, recipes.id), eq(savedRecipes.userId, userId)))
    .where(seenBy(userId))
    .orderBy(desc(savedRecipes.createdAt), desc(recipes.id))
    .limit(SAVED_LIST_MAX);
