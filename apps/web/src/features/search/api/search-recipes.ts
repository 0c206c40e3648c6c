import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_LIST_SIZE } from '@receptari/shared/recipes/recipes.rules';
import { recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { type SearchFilters, writeSearchParams } from '../lib/search-filters.ts';

/** GET /api/recipes/search: one page of the cards matching the query and filters, newest first. */
export const searchRecipesQuery = (q: string, filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: ['recipes', 'search', q.trim(), filters],
    queryFn: ({ pageParam, signal }) => {
      const params = writeSearchParams(q.trim(), filters);
      params.set('limit', String(HOME_LIST_SIZE));
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch(`/recipes/search?${params.toString()}`, { schema: recipeListAnswerSchema, signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // The old cards stay (dimmed) while the next query's arrive: no blank flash on each keystroke.
    placeholderData: keepPreviousData,
  });

export function useSearchRecipes(q: string, filters: SearchFilters) {
  return useInfiniteQuery(searchRecipesQuery(q, filters));
}
