import { ID_MAX, idSchema } from '@receptari/shared/common/common.schemas';
import type { RecipeListAnswer } from '@receptari/shared/recipes/recipes.schemas';
import { not } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { type RecipeFilters, recipeTitleMatches } from '../../db/recipe-search.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { pageOf } from '../../lib/page.ts';
import { presentCard } from '../recipe-cards/index.ts';
import { type KeyedSort, sortedCardRows } from './search-sorts.repo.ts';
import * as repo from './search.repo.ts';

/** What a sorted page needs besides the filters: its size, the client's cursor, the windows' start. */
export type SortedPage = {
  limit: number;
  cursor: string | undefined;
  newestId: () => Promise<number>;
  windows?: readonly number[];
};

/** A keyed sort's cursor: its sort (a cursor of another order is a 422), the last card's value and id. */
const keyedCursorSchema = (sort: KeyedSort) =>
  z.strictObject({ sort: z.literal(sort), value: z.number().int().min(0).max(ID_MAX), id: idSchema });

/**
 * popular, quickest, fewest_ingredients, most_cooked (docs/product.md#sorting-and-counting): one statement, the
 * sort's index walked in order from the cursor's (value, id).
 */
export async function keyedPage(
  db: Db,
  filters: RecipeFilters,
  sort: KeyedSort,
  { limit, cursor }: SortedPage,
): Promise<RecipeListAnswer> {
  const from = decodeCursor(keyedCursorSchema(sort), cursor);
  const rows = await sortedCardRows(db, filters, sort, limit, from);
  const { items, nextCursor } = pageOf(rows, limit, (last) => ({ sort, value: last.sortValue, id: last.id }));
  return { recipes: items.map(presentCard), next_cursor: nextCursor };
}

/**
 * The relevance sort's cursor: the phase (title matches, then description-only matches) and the
 * last id read in it; a `rest` cursor without an id starts that phase at its newest recipe.
 */
const relevanceCursorSchema = z.discriminatedUnion('phase', [
  z.strictObject({ phase: z.literal('title'), id: idSchema }),
  z.strictObject({ phase: z.literal('rest'), id: idSchema.optional() }),
]);

/**
 * `relevance` with a text query (docs/product.md#sorting-and-counting): recipes whose title holds
 * the query, newest first, then those that hold it in their description only, newest first. Each
 * phase is the windowed search (search.repo.ts) with one more condition; a page that ends the
 * first phase fills up from the second in a second statement.
 */
export async function relevancePage(
  db: Db,
  filters: RecipeFilters,
  { limit, cursor, newestId, windows }: SortedPage,
): Promise<RecipeListAnswer> {
  const at = decodeCursor(relevanceCursorSchema, cursor) ?? { phase: 'title' as const, id: undefined };
  const title = recipeTitleMatches(filters.q);
  const startOf = async (id: number | undefined) =>
    id === undefined ? { newestId: await newestId() } : { afterId: id };
  const titleRows =
    at.phase === 'title'
      ? await repo.searchCardRows(db, filters, limit, await startOf(at.id), windows, title)
      : [];
  if (titleRows.length > limit) {
    const page = titleRows.slice(0, limit);
    return {
      recipes: page.map(presentCard),
      next_cursor: encodeCursor({ phase: 'title', id: page.at(-1)!.id }),
    };
  }
  const room = limit - titleRows.length;
  const restStart = await startOf(at.phase === 'rest' ? at.id : undefined);
  const restRows = await repo.searchCardRows(db, filters, room, restStart, windows, not(title));
  const rest = restRows.slice(0, room);
  const more = restRows.length > room;
  const lastRest = rest.at(-1);
  return {
    recipes: [...titleRows, ...rest].map(presentCard),
    next_cursor: !more ? null : encodeCursor({ phase: 'rest', ...(lastRest && { id: lastRest.id }) }),
  };
}
