import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import {
  catalogIdSchema,
  ingredientNameSchema,
  maxTimeSchema,
} from '@receptari/shared/search/search.schemas';
import {
  ALLERGENS,
  DIETS,
  DIFFICULTIES,
  FILTER_VALUES_MAX,
  INGREDIENT_NAMES_MAX,
  SEARCH_QUERY_MAX,
  SEARCH_SORTS,
  type SearchSort,
} from '@receptari/shared/search/search.rules';
import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import { DEFAULT_SORT, type SearchFilters } from '@/api/recipes/search-recipes.ts';

export const countFilters = (f: SearchFilters) =>
  f.category.length +
  f.cuisine.length +
  (f.max_time === null ? 0 : 1) +
  f.ingredient.length +
  f.without.length +
  f.free_of.length +
  f.diet.length +
  f.difficulty.length;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: string): v is T =>
    (values as readonly string[]).includes(v);
const isDifficulty = oneOf<Difficulty>(DIFFICULTIES);
const isAllergen = oneOf(ALLERGENS);
const isDiet = oneOf(DIETS);
const isSort = oneOf(SEARCH_SORTS);

/** Values of a list parameter, repeated or comma-separated (ingredient names may hold commas). */
function listOf(params: URLSearchParams, key: string, commas: boolean, max = FILTER_VALUES_MAX): string[] {
  const raw = params.getAll(key).flatMap((v) => (commas ? v.split(',') : [v]));
  return [...new Set(raw.map((v) => v.trim()).filter(Boolean))].slice(0, max);
}

const ids = (values: string[]) =>
  values.flatMap((v) => {
    const parsed = catalogIdSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });

const names = (values: string[]) => values.filter((v) => ingredientNameSchema.safeParse(v).success);

/**
 * The page's URL holds the API's own query string (writeSearchParams, api/recipes/search-recipes.ts),
 * so a search can be shared. This reads a shared or hand-edited one leniently: a value the server would
 * refuse is dropped (a name both with and without stays with), so a bad link still shows a search
 * instead of an error.
 */
export function readSearchParams(params: URLSearchParams): {
  q: string;
  filters: SearchFilters;
  sort: SearchSort;
} {
  const time = maxTimeSchema.safeParse(params.get('max_time') ?? '');
  const ingredient = names(listOf(params, 'ingredient', false));
  const wanted = new Set(ingredient.map(ingredientKey));
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX),
    filters: {
      category: ids(listOf(params, 'category', true)),
      cuisine: ids(listOf(params, 'cuisine', true)),
      max_time: time.success && time.data !== undefined ? time.data : null,
      ingredient,
      without: names(listOf(params, 'without', false, INGREDIENT_NAMES_MAX)).filter(
        (name) => !wanted.has(ingredientKey(name)),
      ),
      free_of: listOf(params, 'free_of', true).filter(isAllergen),
      diet: listOf(params, 'diet', true).filter(isDiet),
      difficulty: listOf(params, 'difficulty', true).filter(isDifficulty),
    },
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}
