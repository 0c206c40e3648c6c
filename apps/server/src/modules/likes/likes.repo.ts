import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { likes, recipeLikeCounts, recipes, users } from '../../db/schema/index.ts';
import { seenBy, selectCards } from '../recipe-cards/index.ts';

/**
 * Toggles the like and moves likes_count by exactly the rows changed. Several statements: the
 * caller's transaction makes them one, so concurrent toggles never drift the count from the rows.
 * The recipe's count row is locked first (the count's update would lock it anyway, at the end):
 * toggles of one recipe then run one after another, so each sees the one before it and three quick
 * taps leave the like on. Without it, under read committed, two taps could both find the like there
 * and both answer 'not liked'. The liker's row is held before (key share, as the like's foreign key
 * would): a user's deletion locks them and then their liked recipes' counts, in that order. So is
 * the recipe's (key share, as the like's foreign key would, which edits do not wait for): a recipe's
 * deletion locks it and then, cascading, its count, so a toggle taking the count first could
 * deadlock with it. The count is its own row (recipe_like_counts, decision 0027), so a like never
 * writes a new version of the recipe.
 */
export async function toggleLike(tx: Db, userId: number, recipeId: number) {
  await tx.execute(sql`select 1 from ${users} where id = ${userId} for key share`);
  await tx.execute(sql`select 1 from ${recipes} where id = ${recipeId} for key share`);
  await tx.execute(
    sql`select 1 from ${recipeLikeCounts} where ${recipeLikeCounts.recipeId} = ${recipeId} for update`,
  );
  const added = await tx.insert(likes).values({ userId, recipeId }).onConflictDoNothing().returning();
  let delta = added.length;
  if (delta === 0) {
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.userId, userId), eq(likes.recipeId, recipeId)))
      .returning();
    delta = -removed.length;
  }
  const [row] = await tx
    .update(recipeLikeCounts)
    .set({ likesCount: sql`${recipeLikeCounts.likesCount} + ${delta}` })
    .where(eq(recipeLikeCounts.recipeId, recipeId))
    .returning({ likesCount: recipeLikeCounts.likesCount });
  return { liked: delta > 0, likes_count: row?.likesCount ?? 0 };
}

export async function likesCount(db: Db, recipeId: number) {
  const [row] = await db
    .select({ n: recipeLikeCounts.likesCount })
    .from(recipeLikeCounts)
    .where(eq(recipeLikeCounts.recipeId, recipeId));
  return row?.n ?? 0;
}

export const likedCards = (db: Db, userId: number) =>
  selectCards(db)
    .innerJoin(likes, and(eq(likes.recipeId, recipes.id), eq(likes.userId, userId)))
    .where(seenBy(userId))
    .orderBy(desc(likes.createdAt))
    .limit(500);
