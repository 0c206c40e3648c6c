import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import {
  catalogIdSchema,
  ingredientNameSchema,
  maxTimeSchema,
} from '@receptari/shared/search/search.schemas';
import { DIFFICULTIES, FILTER_VALUES_MAX, SEARCH_QUERY_MAX } from '@receptari/shared/search/search.rules';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';

/** Nothing selected: every published recipe. */
export const NO_FILTERS: SearchFilters = {
  category: [],
  cuisine: [],
  max_time: null,
  ingredient: [],
  difficulty: [],
};

export const countFilters = (f: SearchFilters) =>
  f.category.length +
  f.cuisine.length +
  (f.max_time === null ? 0 : 1) +
  f.ingredient.length +
  f.difficulty.length;

const isDifficulty = (v: string): v is Difficulty => (DIFFICULTIES as readonly string[]).includes(v);

/** Values of a list parameter, repeated or comma-separated (ingredient names may hold commas). */
function listOf(params: URLSearchParams, key: string, commas: boolean): string[] {
  const raw = params.getAll(key).flatMap((v) => (commas ? v.split(',') : [v]));
  return [...new Set(raw.map((v) => v.trim()).filter(Boolean))].slice(0, FILTER_VALUES_MAX);
}

const ids = (values: string[]) =>
  values.flatMap((v) => {
    const parsed = catalogIdSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * The page's URL holds the API's own query string (writeSearchParams, api/recipes/search-recipes.ts),
 * so a search can be shared. This reads a shared or hand-edited one leniently: a value the server would refuse is dropped, so a
 * bad link still shows a search instead of an error.
 */
export function readSearchParams(params: URLSearchParams): { q: string; filters: SearchFilters } {
  const time = maxTimeSchema.safeParse(params.get('max_time') ?? '');
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    filters: {
      category: ids(listOf(params, 'category', true)),
      cuisine: ids(listOf(params, 'cuisine', true)),
      max_time: time.success && time.data !== undefined ? time.data : null,
      ingredient: listOf(params, 'ingredient', false).filter(
        (v) => ingredientNameSchema.safeParse(v).success,
      ),
      difficulty: listOf(params, 'difficulty', true).filter(isDifficulty),
    },
  };
}
