import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../db/like.ts';
import { recipeTextMatches } from '../../db/recipe-search.ts';
import { categories, cuisines, recipes } from '../../db/schema/index.ts';
import { selectCards, selectCardsWithStatus } from '../recipe-cards/index.ts';

/**
 * What the review queue holds: recipes waiting unpublished, and published ones still to be looked
 * at (MEDIA_REVIEW=after, docs/decisions/0020). A reported one ('hidden') is the reports' to decide.
 */
const inQueue = or(
  eq(recipes.status, 'pending'),
  and(eq(recipes.status, 'published'), eq(recipes.reviewAfter, true)),
);

/** Recipes waiting for review, oldest first: the order they should be looked at. */
export function listPendingCards(db: Db, limit: number) {
  return selectCards(db).where(inQueue).orderBy(recipes.createdAt, recipes.id).limit(limit);
}

/** The media of these recipes (the cards carry only the image), and whether each is published. */
export function mediaOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: recipes.id, image: recipes.image, video: recipes.video, status: recipes.status })
    .from(recipes)
    .where(inArray(recipes.id, ids));
}

/** Keeps a published recipe an admin has looked at: out of the queue; false when it was not in it. */
export async function clearReviewAfter(db: Db, id: number) {
  const rows = await db
    .update(recipes)
    .set({ reviewAfter: false })
    .where(and(eq(recipes.id, id), eq(recipes.status, 'published'), eq(recipes.reviewAfter, true)))
    .returning({ id: recipes.id });
  return rows.length > 0;
}

/** Publishes the recipe if it still waits; false when another admin decided first. */
export async function publishRecipe(db: Db, id: number) {
  const rows = await db
    .update(recipes)
    .set({ status: 'published' })
    .where(and(eq(recipes.id, id), eq(recipes.status, 'pending')))
    .returning({ id: recipes.id });
  return rows.length > 0;
}

/** Deletes the recipe if it is still in the queue; its media URLs, or undefined when another admin decided first. */
export async function deletePendingRecipe(db: Db, id: number) {
  const [row] = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), inQueue))
    .returning({ image: recipes.image, video: recipes.video });
  return row;
}

/** Microseconds since 1970 of a creation time: exact, unlike a JS Date, so a cursor loses nothing. */
const createdMicros = sql<string>`(extract(epoch from ${recipes.createdAt}) * 1000000)::bigint`;

/**
 * The categories and cuisines whose name holds `q` in any of its three languages, any case and
 * accents (small tables).
 */
export async function catalogIdsMatching(db: Db, q: string) {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(q)})) || '%'`;
  const holds = (...names: AnyPgColumn[]) =>
    or(...names.map((name) => sql`f_unaccent(lower(${name})) like ${pattern}`));
  const [cats, cuis] = await Promise.all([
    db
      .select({ id: categories.id })
      .from(categories)
      .where(holds(categories.name, categories.nameEs, categories.nameEn)),
    db
      .select({ id: cuisines.id })
      .from(cuisines)
      .where(holds(cuisines.country, cuisines.countryEs, cuisines.countryEn)),
  ]);
  return { categoryIds: cats.map((r) => r.id), cuisineIds: cuis.map((r) => r.id) };
}

/**
 * Every recipe, published and pending, newest first (recipes_recent_idx), `limit + 1` rows after
 * the cursor. With `q`: title or description (recipes.search_text, its trigram index) or one of the
 * given categories or cuisines (their indexes), so the planner ORs three index scans.
 */
export function listAdminRecipes(
  db: Db,
  opts: {
    q?: string;
    categoryIds: number[];
    cuisineIds: number[];
    after?: { at: number; id: number };
    limit: number;
  },
) {
  const conditions: (SQL | undefined)[] = [];
  if (opts.q) {
    conditions.push(
      or(
        recipeTextMatches(opts.q),
        opts.categoryIds.length > 0 ? inArray(recipes.categoryId, opts.categoryIds) : undefined,
        opts.cuisineIds.length > 0 ? inArray(recipes.cuisineId, opts.cuisineIds) : undefined,
      ),
    );
  }
  if (opts.after) {
    const at = sql`timestamptz 'epoch' + ${opts.after.at} * interval '1 microsecond'`;
    conditions.push(sql`(${recipes.createdAt}, ${recipes.id}) < (${at}, ${opts.after.id})`);
  }
  return selectCardsWithStatus(db)
    .where(and(...conditions))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(opts.limit + 1);
}

/** The same rows' creation times in microseconds, for the next cursor. */
export async function createdMicrosOf(db: Db, id: number) {
  const [row] = await db.select({ at: createdMicros }).from(recipes).where(eq(recipes.id, id));
  return row ? Number(row.at) : undefined;
}
