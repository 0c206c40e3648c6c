import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { ingredientsAnswerSchema } from '@receptari/shared/search/search.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { listIngredientNames, newestRecipeId } from './search.repo.ts';
import { type SearchInput, searchRecipes, toFilters } from './search.service.ts';

const byValue = <T extends string | number>(values: T[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * One key per answer: the validated filters with duplicates dropped and each list sorted (values
 * within a filter are a union, so their order changes nothing), the page size and the cursor. So
 * `?category=2,1`, `?category=1&category=2` and `/filterByCategory/...` share entries where they
 * ask the same thing. The query text is kept as validated (trimmed): its folding happens in SQL.
 */
export function searchCacheKey(input: SearchInput): string {
  const f = toFilters(input);
  return JSON.stringify([
    f.q,
    byValue(f.categoryIds),
    byValue(f.cuisineIds),
    f.maxTime ?? null,
    byValue(f.ingredients),
    byValue(f.difficulties),
    byValue(f.freeOf),
    byValue(f.diets),
    input.limit,
    input.cursor ?? null,
  ]);
}

/**
 * A search or filter answer as validated JSON text, from the shared search cache (lib/app-caches.ts):
 * a repeated request within its lifetime costs no query, no Zod and no JSON work. Any write through
 * the API drops the cache, so a writer never sees a search without their change. A first page's
 * estimate of the newest id is shared for a second too, so a search is one statement.
 */
export function searchAnswerJson(
  db: Db,
  caches: Pick<AppCaches, 'search' | 'newestRecipeId'>,
  input: SearchInput,
): Promise<string> {
  const newestId = () => caches.newestRecipeId.get('newest', () => newestRecipeId(db));
  return cachedJson(caches.search, searchCacheKey(input), recipeListAnswerSchema, () =>
    searchRecipes(db, input, { newestId }),
  );
}

/** The filter's ingredient options, likewise (the key cannot clash: search keys are JSON arrays). */
export function ingredientsAnswerJson(db: Db, caches: Pick<AppCaches, 'search'>): Promise<string> {
  return cachedJson(caches.search, 'ingredients', ingredientsAnswerSchema, async () => ({
    ingredients: await listIngredientNames(db),
  }));
}
