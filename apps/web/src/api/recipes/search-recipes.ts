import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_LIST_SIZE } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeListAnswer, recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import type { SearchFilters } from './list-params.ts';

// The call's parameters, from list-params.ts (keys.ts needs them too and imports no call).
export type { SearchFilters };

/** The query string of the call: repeated parameters, nothing for an empty value. */
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

/** GET /api/recipes/search: one page (after `cursor`) of the cards matching the query and filters. */
export function searchRecipes(
  q: string,
  filters: SearchFilters,
  cursor: string,
  signal?: AbortSignal,
): Promise<RecipeListAnswer> {
  const params = writeSearchParams(q, filters);
  params.set('limit', String(HOME_LIST_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof recipeListAnswerSchema>>(`/recipes/search?${params.toString()}`, {
    signal,
  });
}

/** Newest first, page after page. */
export const searchRecipesQuery = (q: string, filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: recipeKeys.search(q.trim(), filters),
    queryFn: ({ pageParam, signal }) => searchRecipes(q.trim(), filters, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The old cards stay (dimmed) while the next query's arrive: no blank flash on each keystroke.
    placeholderData: keepPreviousData,
  });

export function useSearchRecipes(q: string, filters: SearchFilters) {
  return useInfiniteQuery(searchRecipesQuery(q, filters));
}
