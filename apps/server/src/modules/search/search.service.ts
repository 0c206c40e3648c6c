import { idSchema } from '@receptari/shared/common/common.schemas';
import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeListAnswer } from '@receptari/shared/recipes/recipes.schemas';
import { SEARCH_TOTAL_EXACT_MAX, type SearchSort } from '@receptari/shared/search/search.rules';
import type { SearchQuery } from '@receptari/shared/search/search.schemas';
import type { Db } from '../../db/database.ts';
import type { RecipeFilters } from '../../db/recipe-search.ts';
import { presentCard } from '../recipe-cards/index.ts';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { countMatches } from './search-sorts.repo.ts';
import { keyedPage, relevancePage } from './search-sort.service.ts';
import * as repo from './search.repo.ts';

export type SearchInput = Partial<Omit<SearchQuery, 'limit' | 'cursor'>> &
  Pick<SearchQuery, 'limit' | 'cursor'>;

const unique = <T>(values: T[] | undefined) => [...new Set(values ?? [])];

/**
 * Ingredient names as the keys the database compares (ingredientKey), duplicates dropped: the one
 * place every name list of a search passes (`ingredient`, `without`, and "cook with what I have"'s
 * `have` and `without`), where their other spellings can be added.
 */
export const ingredientKeys = (names: string[] | undefined): string[] =>
  unique((names ?? []).map(ingredientKey));

/** Validated query values as filters: duplicates dropped, ingredient names as their listing key. */
export const toFilters = (input: SearchInput): RecipeFilters => ({
  q: input.q ?? '',
  categoryIds: unique(input.category),
  cuisineIds: unique(input.cuisine),
  maxTime: input.max_time,
  ingredients: ingredientKeys(input.ingredient),
  difficulties: unique(input.difficulty),
  without: ingredientKeys(input.without),
  freeOf: unique(input.free_of),
  diets: unique(input.diet),
});

/** The order a search really has: `relevance` means something only with a text query. */
export const sortOf = (input: SearchInput): SearchSort => {
  const sort = input.sort ?? 'recent';
  return sort === 'relevance' && !input.q ? 'recent' : sort;
};

/**
 * How a search finds the newest recipe's id for a first page: the routes pass a one-second cached
 * answer (search-answer.service.ts); tests pass windows small enough to cut their few recipes into several.
 */
export type SearchOptions = {
  newestId?: () => Promise<number>;
  windows?: readonly number[];
  /** Where the count stops being exact; tests pass a small one. */
  totalCap?: number;
};

/**
 * A `recent` page's cursor: the last recipe id of the page (results go by id, descending). Strict,
 * as every order's, so a cursor of another order is a 422 rather than a page of the wrong list.
 */
const searchCursorSchema = z.strictObject({ id: idSchema });

/** Every search and filter call: one page of cards, in the asked order, and the cursor of the next one. */
export async function searchRecipes(
  db: Db,
  input: SearchInput,
  { newestId = () => repo.newestRecipeId(db), windows }: SearchOptions = {},
): Promise<RecipeListAnswer> {
  const sort = sortOf(input);
  if (sort === 'recent') return recentPage(db, input, { newestId, windows });
  const page = { limit: input.limit, cursor: input.cursor, newestId, windows };
  if (sort === 'relevance') return relevancePage(db, toFilters(input), page);
  return keyedPage(db, toFilters(input), sort, page);
}

/**
 * How many recipes a search matches in all: exact up to SEARCH_TOTAL_EXACT_MAX, else that figure
 * with `total_is_estimate` (docs/product.md#sorting-and-counting).
 */
export async function searchTotal(
  db: Db,
  input: SearchInput,
  { totalCap = SEARCH_TOTAL_EXACT_MAX }: SearchOptions = {},
): Promise<{ total: number; total_is_estimate: boolean }> {
  const n = await countMatches(db, toFilters(input), totalCap);
  return n > totalCap ? { total: totalCap, total_is_estimate: true } : { total: n, total_is_estimate: false };
}

/** `recent`, the spec's order: newest first through the id windows (docs/decisions/0007, 0008). */
async function recentPage(
  db: Db,
  input: SearchInput,
  { newestId, windows }: Required<Pick<SearchOptions, 'newestId'>> & SearchOptions,
): Promise<RecipeListAnswer> {
  const afterId = decodeCursor(searchCursorSchema, input.cursor)?.id;
  const start = afterId === undefined ? { newestId: await newestId() } : { afterId };
  const rows = await repo.searchCardRows(db, toFilters(input), input.limit, start, windows);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    recipes: page.map(presentCard),
    next_cursor: rows.length > input.limit && last ? encodeCursor({ id: last.id }) : null,
  };
}
