import type { CooksnapStatus } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cooksnaps, recipes, users } from '../../db/schema/index.ts';
import { seenBy, type Viewer } from '../recipe-cards/index.ts';

/** What a cooksnap is shown with: its cook and its recipe's title, one join each. */
const rowColumns = {
  id: cooksnaps.id,
  recipeId: cooksnaps.recipeId,
  recipeTitle: recipes.title,
  userId: cooksnaps.userId,
  userName: users.name,
  userImg: users.img,
  image: cooksnaps.image,
  note: cooksnaps.note,
  status: cooksnaps.status,
  reviewAfter: cooksnaps.reviewAfter,
  createdAt: cooksnaps.createdAt,
};

const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(cooksnaps)
    .innerJoin(users, eq(users.id, cooksnaps.userId))
    .innerJoin(recipes, eq(recipes.id, cooksnaps.recipeId))
    .$dynamic();

export type CooksnapRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

/** The cooksnaps `viewer` may see: all (an admin), published or their own, or published only. */
const snapsSeenBy = (viewer: Viewer): SQL | undefined =>
  viewer === 'all'
    ? undefined
    : viewer === null
      ? eq(cooksnaps.status, 'published')
      : or(eq(cooksnaps.status, 'published'), eq(cooksnaps.userId, viewer));

const below = (beforeId: number | undefined) =>
  beforeId === undefined ? undefined : lt(cooksnaps.id, beforeId);

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

export async function findCooksnap(db: Db, id: number): Promise<CooksnapRow | undefined> {
  const [row] = await selectRows(db).where(eq(cooksnaps.id, id)).limit(1);
  return row;
}

/** A recipe's cooksnaps `viewer` may see, newest first (cooksnaps_recipe_id_idx), below `beforeId`. */
export const listForRecipe = (db: Db, recipeId: number, viewer: Viewer, limit: number, beforeId?: number) =>
  selectRows(db)
    .where(and(eq(cooksnaps.recipeId, recipeId), snapsSeenBy(viewer), below(beforeId)))
    .orderBy(desc(cooksnaps.id))
    .limit(limit);

/**
 * A cook's cooksnaps `viewer` may see, newest first (cooksnaps_user_id_idx): those on recipes the
 * viewer may see too, so a recipe sent back to review takes its cooksnaps out of others' sight.
 */
export const listForUser = (db: Db, userId: number, viewer: Viewer, limit: number, beforeId?: number) =>
  selectRows(db)
    .where(and(eq(cooksnaps.userId, userId), snapsSeenBy(viewer), seenBy(viewer), below(beforeId)))
    .orderBy(desc(cooksnaps.id))
    .limit(limit);

/** The published cooksnaps of these ids on published recipes, as anyone sees them (the feed); any order. */
export const publishedByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : selectRows(db).where(and(inArray(cooksnaps.id, ids), snapsSeenBy(null), seenBy(null)));

/**
 * What the review queue holds: cooksnaps waiting unpublished, and published ones still to be looked
 * at (MEDIA_REVIEW=after, docs/decisions/0020). A reported one ('hidden') is the reports' to decide.
 */
const inQueue = or(
  eq(cooksnaps.status, 'pending'),
  and(eq(cooksnaps.status, 'published'), eq(cooksnaps.reviewAfter, true)),
);

/** The review queue, oldest first (cooksnaps_pending_idx, cooksnaps_review_after_idx). */
export const listPending = (db: Db, limit: number) =>
  selectRows(db).where(inQueue).orderBy(cooksnaps.id).limit(limit);

export async function insertCooksnap(
  db: Db,
  values: {
    recipeId: number;
    userId: number;
    image: string;
    note: string | null;
    status: CooksnapStatus;
    reviewAfter: boolean;
  },
) {
  const [row] = await db.insert(cooksnaps).values(values).returning({ id: cooksnaps.id });
  return row!.id;
}

/**
 * Moves the recipe's count of published cooksnaps by `delta`, in the caller's transaction (as the
 * likes count moves), and answers it; 0 when the recipe is gone.
 */
export async function moveCount(db: Db, recipeId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(recipes)
    .set({ cooksnapsCount: sql`greatest(${recipes.cooksnapsCount} + ${delta}, 0)` })
    .where(eq(recipes.id, recipeId))
    .returning({ n: recipes.cooksnapsCount });
  return row?.n ?? 0;
}

/** The recipe's author, to tell them of an approved cooksnap. */
export async function recipeAuthorOf(db: Db, recipeId: number) {
  const [row] = await db
    .select({ id: recipes.id, userId: recipes.userId })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  return row;
}

export async function countOf(db: Db, recipeId: number): Promise<number> {
  const [row] = await db.select({ n: recipes.cooksnapsCount }).from(recipes).where(eq(recipes.id, recipeId));
  return row?.n ?? 0;
}

/** Deletes the cooksnap; what it was (its status moves the count), or undefined when already gone. */
export async function deleteCooksnap(db: Db, id: number) {
  const [row] = await db
    .delete(cooksnaps)
    .where(eq(cooksnaps.id, id))
    .returning({ recipeId: cooksnaps.recipeId, status: cooksnaps.status, image: cooksnaps.image });
  return row;
}

/** These cooksnaps with their cook and recipe, whatever their status (the admins' reports); any order. */
export const rowsByIds = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : selectRows(db).where(inArray(cooksnaps.id, ids));

/**
 * Moves the cooksnap from status `from` to `to` (hiding a reported one, showing it again); its
 * recipe's id when it moved, undefined when it was not in `from`.
 */
export async function moveStatus(db: Db, id: number, from: CooksnapStatus, to: CooksnapStatus) {
  const [row] = await db
    .update(cooksnaps)
    .set({ status: to })
    .where(and(eq(cooksnaps.id, id), eq(cooksnaps.status, from)))
    .returning({ recipeId: cooksnaps.recipeId });
  return row?.recipeId;
}

/** Publishes the cooksnap if it still waits; false when another admin decided first. */
export async function publishPending(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(cooksnaps)
    .set({ status: 'published' })
    .where(and(eq(cooksnaps.id, id), eq(cooksnaps.status, 'pending')))
    .returning({ id: cooksnaps.id });
  return rows.length > 0;
}

/** Keeps a published cooksnap an admin has looked at: out of the queue; false when it was not in it. */
export async function clearReviewAfter(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(cooksnaps)
    .set({ reviewAfter: false })
    .where(and(eq(cooksnaps.id, id), eq(cooksnaps.status, 'published'), eq(cooksnaps.reviewAfter, true)))
    .returning({ id: cooksnaps.id });
  return rows.length > 0;
}

/**
 * Deletes the cooksnap if it is still in the queue; its image and status (a published one moves
 * the count), or undefined when another admin decided first.
 */
export async function deletePending(db: Db, id: number) {
  const [row] = await db
    .delete(cooksnaps)
    .where(and(eq(cooksnaps.id, id), inQueue))
    .returning({ image: cooksnaps.image, status: cooksnaps.status });
  return row;
}

/**
 * Deletes every cooksnap of these recipes (the ones about to be deleted) and answers their images,
 * whose uploads the caller releases: the cascade would drop the rows but leave the cooks' files.
 */
export async function deleteOfRecipes(db: Db, which: { recipeId: number } | { authorId: number }) {
  const ofRecipes =
    'recipeId' in which
      ? eq(cooksnaps.recipeId, which.recipeId)
      : inArray(
          cooksnaps.recipeId,
          db.select({ id: recipes.id }).from(recipes).where(eq(recipes.userId, which.authorId)),
        );
  const rows = await db.delete(cooksnaps).where(ofRecipes).returning({ image: cooksnaps.image });
  return rows.map((r) => r.image);
}

/**
 * Deletes a cook's cooksnaps, moving each recipe's count by its published ones (the count is kept
 * by this module, not by a trigger, so the cascade alone would leave it too high).
 */
export async function deleteOfCook(db: Db, userId: number) {
  await db.execute(sql`
    with gone as (
      delete from ${cooksnaps} where ${cooksnaps.userId} = ${userId}
      returning ${cooksnaps.recipeId} as recipe_id, ${cooksnaps.status} as status
    ), counted as (
      select recipe_id, count(*)::int as n from gone where status = 'published' group by recipe_id
    )
    update ${recipes} set cooksnaps_count = greatest(${recipes.cooksnapsCount} - counted.n, 0)
    from counted where ${recipes.id} = counted.recipe_id`);
}
