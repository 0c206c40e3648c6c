import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_LIST_SIZE } from '@receptari/shared/recipes/recipes.rules';
import { DEFAULT_SEARCH_SORT } from '@receptari/shared/search/search.rules';
import type { SearchAnswer, searchAnswerSchema } from '@receptari/shared/search/search.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import type { SearchFilters, SearchSort } from './list-params.ts';

// The call's parameters, from list-params.ts (keys.ts needs them too and imports no call).
export type { SearchFilters, SearchSort };

/** The order a search gets when the URL names none: the spec's, newest first. */
export const DEFAULT_SORT: SearchSort = DEFAULT_SEARCH_SORT;

/** The query string of the call: repeated parameters, nothing for an empty value or the default order. */
export function writeSearchParams(q: string, filters: SearchFilters, sort: SearchSort = DEFAULT_SORT) {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q);
  for (const id of filters.category) params.append('category', String(id));
  for (const id of filters.cuisine) params.append('cuisine', String(id));
  if (filters.max_time !== null) params.set('max_time', String(filters.max_time));
  for (const name of filters.ingredient) params.append('ingredient', name);
  for (const name of filters.without) params.append('without', name);
  for (const allergen of filters.free_of) params.append('free_of', allergen);
  for (const diet of filters.diet) params.append('diet', diet);
  for (const d of filters.difficulty) params.append('difficulty', d);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params;
}

/** GET /api/recipes/search: one page (after `cursor`) of the cards matching, and how many match in all. */
export function searchRecipes(
  q: string,
  filters: SearchFilters,
  sort: SearchSort,
  cursor: string,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const params = writeSearchParams(q, filters, sort);
  params.set('limit', String(HOME_LIST_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof searchAnswerSchema>>(`/recipes/search?${params.toString()}`, {
    signal,
  });
}

/** In the asked order (newest first by default), page after page. */
export const searchRecipesQuery = (q: string, filters: SearchFilters, sort: SearchSort = DEFAULT_SORT) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.search(q.trim(), filters, sort),
    queryFn: ({ pageParam, signal }) => searchRecipes(q.trim(), filters, sort, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The old cards stay (dimmed) while the next query's arrive: no blank flash on each keystroke.
    placeholderData: keepPreviousData,
  });

export function useSearchRecipes(q: string, filters: SearchFilters, sort: SearchSort = DEFAULT_SORT) {
  return useInfiniteQuery(searchRecipesQuery(q, filters, sort));
}
