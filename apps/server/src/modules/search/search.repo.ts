import { and, asc, desc, eq, gte, lt, max, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { recipeCollectedConditions } from '../../db/catalog-text-bands.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { ingredientNames, recipes } from '../../db/schema/index.ts';
import { type CardRow, selectCards } from '../recipe-cards/index.ts';
import {
  type IdWindow,
  idWindows,
  SEARCH_WINDOWS,
  WALKED_WINDOWS,
  WALKED_WINDOWS_FILTERED,
} from './search-windows.ts';

/**
 * The ids of one id window's matches, newest first, at most a page and one.
 * - A walked window (the newest three, two beside a catalogue filter, when bounded below) keeps
 *   `order by id`: the planner may walk it newest first (a common query stops after a page) or
 *   read the text and filter indexes, and either reads at most its rows.
 * - The oldest window orders by `id + 0`, which no index provides, so the planner cannot walk it
 *   on a guess: it collects the window's matches from the indexes (bitmaps) and sorts them.
 *   Reached only when the newer windows held less than a page, which is when walking is the wrong
 *   bet (matches rare, or all of them older).
 * Ids only: each branch is planned, run or not, so it is kept to the one table.
 */
function windowIds(
  db: Db,
  filters: RecipeFilters,
  limit: number,
  window: IdWindow,
  walked: boolean,
  extra?: SQL,
) {
  // A sorted window collects its matches: beside a category, from the categories' band index
  // (docs/decisions/0017), where ANDing the trigram's bitmap with the category index's cost 150-300
  // ms at 5,000,000 recipes to find nothing when the category never holds the word.
  const conditions = walked
    ? [
        eq(recipes.status, 'published'),
        ...recipeFilterConditions(filters),
        window.to === undefined ? undefined : lt(recipes.id, window.to),
        window.from === undefined ? undefined : gte(recipes.id, window.from),
      ]
    : recipeCollectedConditions(filters, window);
  return db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(...conditions, extra))
    .orderBy(walked ? desc(recipes.id) : sql`${recipes.id} + 0 desc`)
    .limit(limit + 1);
}

/**
 * Whether the planner may walk a window in id order: one of the newest WALKED_WINDOWS, bounded
 * below (an oldest window reaching the first recipe is sorted, however few recipes it holds, so a
 * walk there is never unbounded), or the first and only one (a small table: one window).
 */
const walkable = (window: IdWindow, index: number, walked: number) =>
  index < walked && (index === 0 || window.from !== undefined);

/** How many windows a search may walk: fewer beside a catalogue filter (search-windows.ts). */
const walkedWindows = (f: RecipeFilters) =>
  f.categoryIds.length || f.cuisineIds.length || f.maxTime !== undefined || f.difficulties.length
    ? WALKED_WINDOWS_FILTERED
    : WALKED_WINDOWS;

/** Where a page starts: below a cursor's id, or (a first page) from an estimate of the newest id. */
export type SearchStart = { afterId: number } | { newestId: number };

/**
 * One statement for a page: the cards of the ids that the windows give, newest first.
 * The windows are `union all` branches under one limit. PostgreSQL runs the branches of an Append
 * one after another and stops pulling once the limit is met, so an older window runs only if the
 * newer ones held less than a page, and the rows that reach the limit are the newest ones (each
 * branch sorted, disjoint descending ranges). Recipes are never scanned in parallel (migration
 * 0004), so no Parallel Append runs branches side by side. The bounds are plain values, known when
 * the statement is planned: each branch is estimated for its own range. A first page places its
 * windows from an estimate of the newest id and leaves the newest window open above
 * (search-windows.ts), so the estimate may be stale without a recipe being missed.
 * `extra`: one more condition (a phase of the relevance sort, search-sort.service.ts).
 * Exported for the bench.
 */
export function searchPageQuery(
  db: Db,
  filters: RecipeFilters,
  limit: number,
  start: SearchStart,
  windows: readonly number[] = SEARCH_WINDOWS,
  extra?: SQL,
) {
  const [first, ...older] = (
    'afterId' in start ? idWindows(start.afterId, windows) : idWindows(start.newestId + 1, windows, true)
  ).map((w, i) => windowIds(db, filters, limit, w, walkable(w, i, walkedWindows(filters)), extra));
  if (!first) return undefined;
  const [second, ...rest] = older;
  const ids = second ? unionAll(first, second, ...rest).limit(limit + 1) : first;
  // The page's ids as one array computed first (`= any(array(...))`): given `in (...)`, the planner
  // may walk every recipe newest first to semi-join each to them when it guesses the windows dear (a
  // band's estimate, 42 s at 5,000,000 recipes), as sortedCardRows found for the sorts.
  return selectCards(db)
    .where(sql`${recipes.id} = any(array${ids})`)
    .orderBy(desc(recipes.id));
}

/** The newest recipe's id (0 for none): where a first page places its id windows. */
export async function newestRecipeId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(recipes.id) }).from(recipes);
  return row?.id ?? 0;
}

/**
 * One page of published recipes matching the filters, newest first (by id, so the keyset cursor is
 * exact), plus one row to tell whether another page follows. One statement, outside any
 * transaction: the app's PostgreSQL connections run with JIT off (db/postgres.ts), which the older
 * windows' planned-but-unrun branches would otherwise trigger (docs/decisions/0008).
 * `windows` is for tests only.
 */
export async function searchCardRows(
  db: Db,
  filters: RecipeFilters,
  limit: number,
  start: SearchStart,
  windows: readonly number[] = SEARCH_WINDOWS,
  extra?: SQL,
): Promise<CardRow[]> {
  const query = searchPageQuery(db, filters, limit, start, windows, extra);
  return query ? await query : [];
}

/**
 * Every ingredient name some published recipe uses and how many rows use it, from the table the
 * counting triggers keep exact (migration 0006; no scan of the recipes).
 */
export function listIngredientNameUses(db: Db): Promise<{ name: string; uses: number }[]> {
  return db
    .select({ name: ingredientNames.name, uses: ingredientNames.uses })
    .from(ingredientNames)
    .orderBy(asc(ingredientNames.name));
}
