import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { recipes } from '../../db/schema/index.ts';
import { selectCardsWithSortValue } from '../recipe-cards/index.ts';

/** The sorts read by their own value (docs/product.md#sorting-and-counting); `recent` is id order. */
export type KeyedSort = 'popular' | 'quickest' | 'fewest_ingredients';

/**
 * Each keyed sort's value and direction, written as its index's expression so PostgreSQL can walk
 * the index in order and stop after a page: popular recipes_popular_idx (likes desc, id desc);
 * quickest and fewest ingredients recipes_quickest_idx and recipes_fewest_ingredients_idx
 * (value, -id). Newest first among equals in every one.
 */
const SORTS: Record<KeyedSort, { value: SQL<number>; most: boolean }> = {
  popular: { value: sql<number>`${recipes.likesCount}`, most: true },
  quickest: { value: sql<number>`(${recipes.cookTime} + ${recipes.prepTime})`, most: false },
  fewest_ingredients: { value: sql<number>`${recipes.ingredientsCount}`, most: false },
};

/** Where a keyed page starts: after the last card of the previous one (its sort value and id). */
export type KeyedAfter = { value: number; id: number };

/**
 * The keyset condition as one row comparison, which an index range serves: (value, id) below the
 * cursor's for a descending sort, (value, -id) above it for an ascending one.
 */
function after({ value, most }: (typeof SORTS)[KeyedSort], from: KeyedAfter): SQL {
  return most
    ? sql`(${value}, ${recipes.id}) < (${from.value}, ${from.id})`
    : sql`(${value}, -${recipes.id}) > (${from.value}, ${-from.id})`;
}

/** One page (and one row more) of published recipes matching the filters in a keyed sort. */
export function sortedCardRows(
  db: Db,
  filters: RecipeFilters,
  sort: KeyedSort,
  limit: number,
  from: KeyedAfter | undefined,
) {
  const order = SORTS[sort];
  return selectCardsWithSortValue(db, order.value.mapWith(Number))
    .where(
      and(eq(recipes.status, 'published'), ...recipeFilterConditions(filters), from && after(order, from)),
    )
    .orderBy(
      ...(order.most
        ? [sql`${order.value} desc`, sql`${recipes.id} desc`]
        : [sql`${order.value} asc`, sql`-${recipes.id} asc`]),
    )
    .limit(limit + 1);
}
