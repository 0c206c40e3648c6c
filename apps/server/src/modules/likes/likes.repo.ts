import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { likes, notifications, recipes } from '../../db/schema/index.ts';
import { selectCards } from '../recipe-cards/index.ts';

/**
 * Toggles the like and moves likes_count by exactly the rows changed, in one
 * transaction: concurrent toggles can never drift the count from the rows.
 */
export async function toggleLike(
  db: Db,
  userId: number,
  recipeId: number,
  notify: { message: string; authorId: number } | null,
) {
  return db.transaction(async (tx) => {
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
      .update(recipes)
      .set({ likesCount: sql`${recipes.likesCount} + ${delta}` })
      .where(eq(recipes.id, recipeId))
      .returning({ likesCount: recipes.likesCount });
    if (delta > 0 && notify && notify.authorId !== userId) {
      await tx.insert(notifications).values({
        userId: notify.authorId,
        recipeId,
        type: 'like',
        triggeredBy: userId,
        message: notify.message,
      });
    }
    return { liked: delta > 0, likes_count: row?.likesCount ?? 0 };
  });
}

export async function likesCount(db: Db, recipeId: number) {
  const [row] = await db.select({ n: recipes.likesCount }).from(recipes).where(eq(recipes.id, recipeId));
  return row?.n ?? 0;
}

export const likedCards = (db: Db, userId: number) =>
  selectCards(db)
    .innerJoin(likes, and(eq(likes.recipeId, recipes.id), eq(likes.userId, userId)))
    .orderBy(desc(likes.createdAt))
    .limit(500);
