import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { ingredientNames, recipes } from '../../db/schema/index.ts';
import { type CardRow, selectCards } from '../recipes/recipe-card.query.ts';
import { type IdWindow, idWindows, SEARCH_WINDOWS } from './search-windows.ts';

/**
 * The ids of one id window's matches, newest first, at most a page and one.
 * - The newest window keeps `order by id`: the planner may walk it newest first (a common query
 *   stops after a page) or read the text and filter indexes, and either reads at most its rows.
 * - An older window orders by `id + 0`, which no index provides, so the planner cannot walk it on
 *   a guess: it collects the window's matches from the indexes (bitmaps, ANDed with the primary
 *   key's range where that pays) and sorts them. Reached only when the newer windows held less than
 *   a page, which is when walking is the wrong bet (matches rare, or all of them older).
 * Ids only: each branch is planned, run or not, so it is kept to the one table.
 */
function windowIds(db: Db, filters: RecipeFilters, limit: number, window: IdWindow, newest: boolean) {
  return db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      and(
        eq(recipes.status, 'published'),
        ...recipeFilterConditions(filters),
        lt(recipes.id, window.to),
        window.from === undefined ? undefined : gte(recipes.id, window.from),
      ),
    )
    .orderBy(newest ? desc(recipes.id) : sql`${recipes.id} + 0 desc`)
    .limit(limit + 1);
}

/**
 * One statement for a page: the cards of the ids that the windows below `upper` give, newest first.
 * The windows are `union all` branches under one limit. PostgreSQL runs the branches of an Append
 * one after another and stops pulling once the limit is met, so an older window runs only if the
 * newer ones held less than a page, and the rows that reach the limit are the newest ones (each
 * branch sorted, disjoint descending ranges). Recipes are never scanned in parallel (migration
 * 0004), so no Parallel Append runs branches side by side. The bounds are plain values, known when
 * the statement is planned: each branch is estimated for its own range. Exported for the bench.
 */
export function searchPageQuery(
  db: Db,
  filters: RecipeFilters,
  limit: number,
  upper: number,
  windows: readonly number[] = SEARCH_WINDOWS,
) {
  const [first, ...older] = idWindows(upper, windows).map((w, i) =>
    windowIds(db, filters, limit, w, i === 0),
  );
  if (!first) return undefined;
  const [second, ...rest] = older;
  const ids = second ? unionAll(first, second, ...rest).limit(limit + 1) : first;
  return selectCards(db).where(inArray(recipes.id, ids)).orderBy(desc(recipes.id));
}

/**
 * In a search's transaction: turns JIT off for it and answers the id every result must be below
 * (the cursor's, or one past the newest recipe), in one round trip. Why JIT off: the older
 * windows' branches are planned (and, for a common query, never run) with the cost of sorting up
 * to the whole table, which lifts the statement over jit_above_cost, and PostgreSQL then spent
 * ~65 ms compiling a statement that ran in 0.5 ms. `set_config(..., true)` lasts until the end of
 * the transaction. PGlite has no JIT; the setting exists there and changes nothing.
 * Exported for the bench's EXPLAIN.
 */
export async function startSearch(tx: Db, afterId: number | undefined): Promise<number> {
  const { rows } = await tx.execute<{ upper: number | string }>(
    sql`select set_config('jit', 'off', true) as jit,
               coalesce(${afterId ?? null}::integer, max(${recipes.id}) + 1, 1) as upper
        from ${recipes}`,
  );
  return Number(rows[0]?.upper ?? 1);
}

/**
 * One page of published recipes matching the filters, newest first (by id, so the keyset cursor is
 * exact), plus one row to tell whether another page follows. `windows` is for tests only.
 */
export async function searchCardRows(
  db: Db,
  filters: RecipeFilters,
  limit: number,
  afterId?: number,
  windows: readonly number[] = SEARCH_WINDOWS,
): Promise<CardRow[]> {
  return db.transaction(async (tx) => {
    const query = searchPageQuery(tx, filters, limit, await startSearch(tx, afterId), windows);
    return query ? await query : [];
  });
}

/** The filter's ingredient options, from the table recipe writes keep up to date (no scan). */
export async function listIngredientNames(db: Db): Promise<string[]> {
  const rows = await db.select().from(ingredientNames).orderBy(asc(ingredientNames.name));
  return rows.map((r) => r.name);
}
