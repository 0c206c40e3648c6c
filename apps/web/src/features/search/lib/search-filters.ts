import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import {
  catalogIdSchema,
  ingredientNameSchema,
  maxTimeSchema,
} from '@receptari/shared/search/search.schemas';
import { DIFFICULTIES, FILTER_VALUES_MAX, SEARCH_QUERY_MAX } from '@receptari/shared/search/search.rules';

/** The drawer's selection, as the URL and GET /api/recipes/search carry it. */
export type SearchFilters = {
  category: number[];
  cuisine: number[];
  /** Minutes of total time (prep + cook); one value, as "up to 30" already holds "up to 15". */
  max_time: number | null;
  ingredient: string[];
  difficulty: Difficulty[];
};

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
 * Reads a shared or hand-edited URL leniently: a value the server would refuse is dropped, so a
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

/** The URL form (also the API's): repeated parameters, nothing for an empty value. */
export function writeSearchParams(q: string, filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  for (const id of filters.category) params.append('category', String(id));
  for (const id of filters.cuisine) params.append('cuisine', String(id));
  if (filters.max_time !== null) params.set('max_time', String(filters.max_time));
  for (const name of filters.ingredient) params.append('ingredient', name);
  for (const d of filters.difficulty) params.append('difficulty', d);
  return params;
}
