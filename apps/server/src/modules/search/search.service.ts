import { idSchema } from '@receptari/shared/common/common.schemas';
import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeListAnswer } from '@receptari/shared/recipes/recipes.schemas';
import {
  effectiveSort,
  SEARCH_TOTAL_EXACT_MAX,
  type SearchSort,
} from '@receptari/shared/search/search.rules';
import type { SearchQuery } from '@receptari/shared/search/search.schemas';
import type { Db } from '../../db/database.ts';
import type { RecipeFilters } from '../../db/recipe-search.ts';
import { presentCard } from '../recipe-cards/index.ts';
import { z } from 'zod';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { pageOf } from '../../lib/page.ts';
import { groupIngredientNames, type IngredientGroups, ingredientSpellings } from './ingredient-spellings.ts';
import { countMatches } from './search-count.repo.ts';
import { keyedPage, relevancePage } from './search-sort.service.ts';
import * as repo from './search.repo.ts';

export type SearchInput = Partial<Omit<SearchQuery, 'limit' | 'cursor'>> &
  Pick<SearchQuery, 'limit' | 'cursor'>;

const unique = <T>(values: T[] | undefined) => [...new Set(values ?? [])];

/** Ingredient names as the keys the database compares (ingredientKey), duplicates dropped. */
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

/** Every ingredient name's spellings, from the database (the routes cache it: search-answer.service.ts). */
export const loadIngredientGroups = async (db: Db): Promise<IngredientGroups> =>
  groupIngredientNames(await repo.listIngredientNameUses(db));

/**
 * Ingredient names as every spelling of the same ingredient that recipes use
 * (docs/product.md#words-as-people-write-them): the one place every name list passes (`ingredient`,
 * `without`, and "cook with what I have"'s `have` and `without`). The groups are read only when a
 * list has names.
 */
export async function spelledKeys(
  lists: readonly (readonly string[])[],
  ingredientGroups: () => Promise<IngredientGroups>,
): Promise<string[][]> {
  if (lists.every((names) => names.length === 0)) return lists.map((names) => [...names]);
  const groups = await ingredientGroups();
  return lists.map((names) => (names.length ? ingredientSpellings(groups, names) : []));
}

/** The filters of a search, with its ingredient lists widened to their spellings. */
async function filtersOf(
  input: SearchInput,
  ingredientGroups: () => Promise<IngredientGroups>,
): Promise<RecipeFilters> {
  const filters = toFilters(input);
  const [ingredients = [], without = []] = await spelledKeys(
    [filters.ingredients, filters.without],
    ingredientGroups,
  );
  return { ...filters, ingredients, without };
}

/** The order a search really has (effectiveSort: relevance needs a text query). */
export const sortOf = (input: SearchInput): SearchSort => effectiveSort(input.q ?? '', input.sort);

/**
 * How a search finds the newest recipe's id for a first page and the spellings of its ingredients:
 * the routes pass one-second cached answers (search-answer.service.ts); tests pass windows small
 * enough to cut their few recipes into several.
 */
export type SearchOptions = {
  newestId?: () => Promise<number>;
  ingredientGroups?: () => Promise<IngredientGroups>;
  windows?: readonly number[];
  /** Where the count stops being exact; tests pass a small one. */
  totalCap?: number;
  /**
   * How long the count may take before the planner's estimate answers (search-count.repo.ts): the
   * routes pass COUNT_BUDGET_MS on PostgreSQL, nothing on PGlite; tests pass 1.
   */
  countBudgetMs?: number;
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
  {
    newestId = () => repo.newestRecipeId(db),
    ingredientGroups = () => loadIngredientGroups(db),
    windows,
  }: SearchOptions = {},
): Promise<RecipeListAnswer> {
  const sort = sortOf(input);
  const filters = await filtersOf(input, ingredientGroups);
  if (sort === 'recent') return recentPage(db, filters, input, { newestId, windows });
  const page = { limit: input.limit, cursor: input.cursor, newestId, windows };
  if (sort === 'relevance') return relevancePage(db, filters, page);
  return keyedPage(db, filters, sort, page);
}

/**
 * How many recipes a search matches in all: exact up to SEARCH_TOTAL_EXACT_MAX, else that figure
 * with `total_is_estimate`; when counting ran past its budget, the planner's estimate, rounded,
 * with `total_is_estimate` too (docs/product.md#sorting-and-counting).
 */
export async function searchTotal(
  db: Db,
  input: SearchInput,
  {
    totalCap = SEARCH_TOTAL_EXACT_MAX,
    countBudgetMs,
    ingredientGroups = () => loadIngredientGroups(db),
  }: SearchOptions = {},
): Promise<{ total: number; total_is_estimate: boolean }> {
  const filters = await filtersOf(input, ingredientGroups);
  const { n, exact } = await countMatches(db, filters, totalCap, countBudgetMs);
  if (n > totalCap) return { total: totalCap, total_is_estimate: true };
  return exact
    ? { total: n, total_is_estimate: false }
    : { total: roundedEstimate(n), total_is_estimate: true };
}

/** An estimate as people say one: two significant figures ("unes 4.300"), never below 1. */
const roundedEstimate = (n: number) => Math.max(1, Number(n.toPrecision(2)));

/** `recent`, the spec's order: newest first through the id windows (docs/decisions/0007, 0008). */
async function recentPage(
  db: Db,
  filters: RecipeFilters,
  input: SearchInput,
  { newestId, windows }: Required<Pick<SearchOptions, 'newestId'>> & SearchOptions,
): Promise<RecipeListAnswer> {
  const afterId = decodeCursor(searchCursorSchema, input.cursor)?.id;
  const start = afterId === undefined ? { newestId: await newestId() } : { afterId };
  const rows = await repo.searchCardRows(db, filters, input.limit, start, windows);
  const { items, nextCursor } = pageOf(rows, input.limit, (last) => ({ id: last.id }));
  return { recipes: items.map(presentCard), next_cursor: nextCursor };
}
