import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { ingredientsAnswerSchema } from '@receptari/shared/search/search.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { ingredientOptions } from './ingredient-spellings.ts';
import { newestRecipeId } from './search.repo.ts';
import { loadIngredientGroups, type SearchInput, searchRecipes, toFilters } from './search.service.ts';
import { ingredientGroupKey } from '../../lib/search-words/ingredient-group-key.ts';
import { queryWords } from '../../lib/search-words/query-words.ts';

const byValue = <T extends string | number>(values: T[]) =>
  [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * One key per answer: the validated filters with duplicates dropped and each list sorted (values
 * within a filter are a union, so their order changes nothing), the page size and the cursor. So
 * `?category=2,1`, `?category=1&category=2` and `/filterByCategory/...` share entries where they
 * ask the same thing. The query text is kept as the words it searches for, folded, and the
 * ingredients as the ingredient each names (docs/product.md#words-as-people-write-them): "Alvocats"
 * and "alvocat" ask the same thing too.
 */
export function searchCacheKey(input: SearchInput): string {
  const f = toFilters(input);
  return JSON.stringify([
    f.q ? queryWords(f.q) : null,
    byValue(f.categoryIds),
    byValue(f.cuisineIds),
    f.maxTime ?? null,
    byValue([...new Set(f.ingredients.map(ingredientGroupKey))]),
    byValue(f.difficulties),
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
  caches: Pick<AppCaches, 'search' | 'newestRecipeId' | 'ingredientGroups'>,
  input: SearchInput,
): Promise<string> {
  const newestId = () => caches.newestRecipeId.get('newest', () => newestRecipeId(db));
  return cachedJson(caches.search, searchCacheKey(input), recipeListAnswerSchema, () =>
    searchRecipes(db, input, { newestId, ingredientGroups: () => cachedGroups(db, caches) }),
  );
}

/** Every ingredient name's spellings, shared for a second like the answers (lib/app-caches.ts). */
const cachedGroups = (db: Db, caches: Pick<AppCaches, 'ingredientGroups'>) =>
  caches.ingredientGroups.get('groups', () => loadIngredientGroups(db));

/**
 * The filter's ingredient options, likewise (the key cannot clash: search keys are JSON arrays):
 * one name per ingredient, not per spelling.
 */
export function ingredientsAnswerJson(
  db: Db,
  caches: Pick<AppCaches, 'search' | 'ingredientGroups'>,
): Promise<string> {
  return cachedJson(caches.search, 'ingredients', ingredientsAnswerSchema, async () => ({
    ingredients: ingredientOptions(await cachedGroups(db, caches)),
  }));
}
