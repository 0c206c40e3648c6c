import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminRecipesAnswer, adminRecipesAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { listParams } from './list-params.ts';

/**
 * GET /api/admin/recipes?q=&cursor=: every recipe, pending ones included, newest first; the server
 * searches title, description, category and cuisine.
 */
export function getAdminRecipes(
  q: string,
  cursor: string,
  signal?: AbortSignal,
): Promise<AdminRecipesAnswer> {
  return apiFetch<AnswerOf<typeof adminRecipesAnswerSchema>>(`/admin/recipes${listParams(q, cursor)}`, {
    signal,
  });
}

export const adminRecipesQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.recipes(q.trim()),
    queryFn: ({ pageParam, signal }) => getAdminRecipes(q, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useAdminRecipes(q: string, enabled: boolean) {
  // While a new search loads, the rows shown stay (a click on one never loses its dialog).
  return useInfiniteQuery({ ...adminRecipesQuery(q), enabled, placeholderData: keepPreviousData });
}
