import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { recipeLikeCounts, recipes } from '../../db/schema/index.ts';
import { selectCardsWithSortValue } from '../recipe-cards/index.ts';
import { bandedPageIds } from './search-sort-bands.repo.ts';

/** The sorts read by their own value (docs/product.md#sorting-and-counting); `recent` is id order. */
export type KeyedSort = 'popular' | 'quickest' | 'fewest_ingredients' | 'most_cooked';

/**
 * Each keyed sort's value and direction, written as its index's expression so PostgreSQL can walk
 * the index in order and stop after a page: popular recipe_like_counts_popular_idx (likes desc,
 * recipe id desc; the cards join the counts, and the join makes recipes.id that recipe id), most
 * cooked recipes_most_cooked_idx (published cooksnaps desc, id desc);
 * quickest and fewest ingredients recipes_quickest_idx and recipes_fewest_ingredients_idx
 * (value, -id). Newest first among equals in every one. `banded`: a text search in it is read by
 * bands of its value (search-sort-bands.repo.ts).
 */
const recipeId = sql`${recipes.id}`;
const SORTS: Record<KeyedSort, { value: SQL<number>; id: SQL; most: boolean; banded?: true }> = {
  // The cursor and the order on the counts' own recipe id, so the keyset is one range of their index.
  popular: {
    value: sql<number>`${recipeLikeCounts.likesCount}`,
    id: sql`${recipeLikeCounts.recipeId}`,
    most: true,
  },
  most_cooked: { value: sql<number>`${recipes.cooksnapsCount}`, id: recipeId, most: true },
  quickest: {
    value: sql<number>`(${recipes.cookTime} + ${recipes.prepTime})`,
    id: recipeId,
    most: false,
    banded: true,
  },
  fewest_ingredients: {
    value: sql<number>`${recipes.ingredientsCount}`,
    id: recipeId,
    most: false,
    banded: true,
  },
};

/** Where a keyed page starts: after the last card of the previous one (its sort value and id). */
export type KeyedAfter = { value: number; id: number };

/**
 * The keyset condition as one row comparison, which an index range serves: (value, id) below the
 * cursor's for a descending sort, (value, -id) above it for an ascending one.
 */
function after({ value, most, id }: (typeof SORTS)[KeyedSort], from: KeyedAfter): SQL {
  return most
    ? sql`(${value}, ${id}) < (${from.value}, ${from.id})`
    : sql`(${value}, -${id}) > (${from.value}, ${-from.id})`;
}

/**
 * One page (and one row more) of published recipes matching the filters in a keyed sort: a text
 * search in quickest or fewest ingredients read by bands of the sort's value (search-sort-bands.
 * repo.ts), anything else by walking the sort's index from the cursor.
 */
export function sortedCardRows(
  db: Db,
  filters: RecipeFilters,
  sort: KeyedSort,
  limit: number,
  from: KeyedAfter | undefined,
) {
  const order = SORTS[sort];
  const banded = order.banded && filters.q ? bandedPageIds(filters, order.value, limit, from) : undefined;
  // The banded page's ids as one array computed first (`= any(array(...))`): given `in (...)` and a
  // limit, the planner walked the sort's index to semi-join each recipe to them (566 ms at 5M).
  return selectCardsWithSortValue(db, order.value.mapWith(Number))
    .where(
      banded
        ? sql`${recipes.id} = any(array${banded})`
        : and(
            eq(recipes.status, 'published'),
            ...recipeFilterConditions(filters),
            from && after(order, from),
          ),
    )
    .orderBy(
      ...(order.most
        ? [sql`${order.value} desc`, sql`${order.id} desc`]
        : [sql`${order.value} asc`, sql`-${order.id} asc`]),
    )
    .limit(limit + 1);
}
