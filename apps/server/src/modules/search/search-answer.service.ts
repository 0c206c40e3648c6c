import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { SEARCH_TOTAL_EXACT_MAX } from '@receptari/shared/search/search.rules';
import { ingredientsAnswerSchema, searchAnswerSchema } from '@receptari/shared/search/search.schemas';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { ingredientGroupKey } from '../../lib/search-words/ingredient-group-key.ts';
import { queryWords } from '../../lib/search-words/query-words.ts';
import { ingredientOptions } from './ingredient-spellings.ts';
import { newestRecipeId } from './search.repo.ts';
import {
  loadIngredientGroups,
  type SearchInput,
  type SearchOptions,
  searchRecipes,
  searchTotal,
  sortOf,
  toFilters,
} from './search.service.ts';

const byValue = <T extends string | number>(values: T[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Ingredient names as the ingredients they name, sorted: "Alvocats" and "alvocat" are one. */
const byIngredient = (names: string[]) => byValue([...new Set(names.map(ingredientGroupKey))]);

/**
 * One key per answer: the validated filters with duplicates dropped and each list sorted (values
 * within a filter are a union, so their order changes nothing), the order a search really has
 * (sortOf), the page size and the cursor. So `?category=2,1` and `?category=1&category=2` share an
 * entry, and `/filterByCategory/...` and `POST /recipes/filter-by-ingredients` share theirs. The
 * query text is kept as the words it searches for, folded, and the ingredients as the ingredient
 * each names (docs/product.md#words-as-people-write-them): "Alvocats" and "alvocat" ask the same
 * thing too.
 */
export function searchCacheKey(input: SearchInput): string {
  const f = toFilters(input);
  return JSON.stringify([
    f.q ? queryWords(f.q) : null,
    byValue(f.categoryIds),
    byValue(f.cuisineIds),
    f.maxTime ?? null,
    byIngredient(f.ingredients),
    byValue(f.difficulties),
    byIngredient(f.without),
    byValue(f.freeOf),
    byValue(f.diets),
    sortOf(input),
    input.limit,
    input.cursor ?? null,
  ]);
}

type SearchCaches = Pick<AppCaches, 'search' | 'newestRecipeId' | 'ingredientGroups'>;

/** What a search reads through the one-second caches: the newest id and the ingredients' spellings. */
const cachedReads = (db: Db, caches: SearchCaches): SearchOptions => ({
  newestId: () => caches.newestRecipeId.get('newest', () => newestRecipeId(db)),
  ingredientGroups: () => cachedGroups(db, caches),
});

/** Every ingredient name's spellings, shared for a second like the answers (lib/app-caches.ts). */
export const cachedGroups = (db: Db, caches: Pick<AppCaches, 'ingredientGroups'>) =>
  caches.ingredientGroups.get('groups', () => loadIngredientGroups(db));

/**
 * A filter call's answer (the spec's list, without a count) as validated JSON text, from the shared
 * search cache (lib/app-caches.ts): a repeated request within its lifetime costs no query, no Zod
 * and no JSON work. Any write through the API drops the cache, so a writer never sees a search
 * without their change.
 */
export function listAnswerJson(db: Db, caches: SearchCaches, input: SearchInput): Promise<string> {
  return cachedJson(caches.search, searchCacheKey(input), recipeListAnswerSchema, () =>
    searchRecipes(db, input, cachedReads(db, caches)),
  );
}

/**
 * A GET /recipes/search cursor: the order's own cursor (`c`) and the total the first page counted
 * (`t`, `e`: whether it is "more than"), so the next pages do not count again what scrolling does
 * not change (docs/product.md#sorting-and-counting).
 */
const countedCursorSchema = z.strictObject({
  c: z.string().max(200),
  t: z.number().int().min(0).max(SEARCH_TOTAL_EXACT_MAX),
  e: z.boolean(),
});

/**
 * GET /recipes/search's answer, likewise cached: the page and, on a first page, its capped count
 * (search.service.ts), read side by side; a next page takes the count its cursor carries. Its key
 * is told from the filter calls' (a different answer) by its prefix.
 */
export function searchAnswerJson(
  db: Db,
  caches: SearchCaches,
  input: SearchInput,
  options: Pick<SearchOptions, 'totalCap' | 'countBudgetMs'> = {},
): Promise<string> {
  return cachedJson(caches.search, `total:${searchCacheKey(input)}`, searchAnswerSchema, async () => {
    const reads = cachedReads(db, caches);
    const counted = decodeCursor(countedCursorSchema, input.cursor);
    const [page, total] = await Promise.all([
      searchRecipes(db, { ...input, cursor: counted?.c }, reads),
      counted
        ? { total: counted.t, total_is_estimate: counted.e }
        : searchTotal(db, input, { ...reads, ...options }),
    ]);
    const next = page.next_cursor;
    return {
      ...page,
      ...total,
      next_cursor: next && encodeCursor({ c: next, t: total.total, e: total.total_is_estimate }),
    };
  });
}

/**
 * The filter's ingredient options, likewise (the key cannot clash: search keys are JSON arrays, or
 * 'total:' and one): one name per ingredient, not per spelling.
 */
export function ingredientsAnswerJson(
  db: Db,
  caches: Pick<AppCaches, 'search' | 'ingredientGroups'>,
): Promise<string> {
  return cachedJson(caches.search, 'ingredients', ingredientsAnswerSchema, async () => ({
    ingredients: ingredientOptions(await cachedGroups(db, caches)),
  }));
}
