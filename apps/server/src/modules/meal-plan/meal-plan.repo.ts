import { and, asc, count, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mealPlanEntries, recipes, users } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/pg-error.ts';
import { seenBy, type Viewer } from '../recipe-cards/index.ts';

export type EntryFields = { date: string; meal: string; servings: number };

const entryColumns = {
  id: mealPlanEntries.id,
  date: mealPlanEntries.date,
  meal: mealPlanEntries.meal,
  servings: mealPlanEntries.servings,
  recipeId: mealPlanEntries.recipeId,
};
export type EntryRow = { id: number; date: string; meal: string; servings: number; recipeId: number };

/**
 * An entry counts only while its recipe is one the planner's owner may see (docs/product.md#meal-plan):
 * a recipe sent back to review leaves the plan, the feed and the meal's count, as it leaves saved lists.
 */
const visibleEntry = (userId: number, viewer: Viewer, ...more: (SQL | undefined)[]) =>
  and(eq(mealPlanEntries.userId, userId), seenBy(viewer), ...more);

/** `userId`'s visible entries from `from` to `to` (both included), by date then creation. */
export const entriesBetween = (db: Db, userId: number, viewer: Viewer, from: string, to: string) =>
  db
    .select(entryColumns)
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(visibleEntry(userId, viewer, gte(mealPlanEntries.date, from), lte(mealPlanEntries.date, to)))
    .orderBy(asc(mealPlanEntries.date), asc(mealPlanEntries.id));

/** The same entries with what the calendar feed shows of them: the recipe's title, the creation. */
export const feedEntriesBetween = (db: Db, userId: number, viewer: Viewer, from: string, to: string) =>
  db
    .select({ ...entryColumns, title: recipes.title, createdAt: mealPlanEntries.createdAt })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(visibleEntry(userId, viewer, gte(mealPlanEntries.date, from), lte(mealPlanEntries.date, to)))
    .orderBy(asc(mealPlanEntries.date), asc(mealPlanEntries.id));
export type FeedEntryRow = Awaited<ReturnType<typeof feedEntriesBetween>>[number];

/** The owner is part of the condition, so another user's entry is as missing as a deleted one. */
export async function findVisibleEntry(db: Db, id: number, userId: number, viewer: Viewer) {
  const [row] = await db
    .select(entryColumns)
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(visibleEntry(userId, viewer, eq(mealPlanEntries.id, id)))
    .limit(1);
  return row;
}

/**
 * Plan writes of one user run one at a time: the row lock on the user (NO KEY UPDATE, so foreign
 * keys pointing at the user elsewhere never wait on it) makes the count per meal final until commit.
 */
export async function lockPlan(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** Visible entries in one date's meal, `exceptId` left out (the entry being moved there). */
export async function countInMeal(
  tx: Db,
  userId: number,
  viewer: Viewer,
  slot: { date: string; meal: string },
  exceptId?: number,
) {
  const [row] = await tx
    .select({ n: count() })
    .from(mealPlanEntries)
    .innerJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      visibleEntry(
        userId,
        viewer,
        eq(mealPlanEntries.date, slot.date),
        eq(mealPlanEntries.meal, slot.meal),
        exceptId === undefined ? undefined : ne(mealPlanEntries.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/** The new entry, or 'gone' when its recipe was deleted between the check and this insert. */
export async function insertEntry(tx: Db, userId: number, recipeId: number, fields: EntryFields) {
  try {
    const [row] = await tx
      .insert(mealPlanEntries)
      .values({ userId, recipeId, ...fields })
      .returning(entryColumns);
    return row!;
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'gone' as const;
    throw err;
  }
}

/** The moved or changed entry; undefined when it is gone. The owner is part of the condition. */
export async function updateEntry(tx: Db, id: number, userId: number, fields: EntryFields) {
  const [row] = await tx
    .update(mealPlanEntries)
    .set(fields)
    .where(and(eq(mealPlanEntries.id, id), eq(mealPlanEntries.userId, userId)))
    .returning(entryColumns);
  return row;
}

export async function deleteEntry(db: Db, id: number, userId: number) {
  const removed = await db
    .delete(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, id), eq(mealPlanEntries.userId, userId)))
    .returning({ id: mealPlanEntries.id });
  return removed.length > 0;
}
