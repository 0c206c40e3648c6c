import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingRecipesAnswer, pendingRecipesAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The review queue's page: the oldest pending recipes first. */
export const PENDING_LIMIT = 100;

/**
 * GET /api/admin/recipes/pending?limit=: recipes whose media the food check could not call food,
 * each with its video and the check's reason.
 */
export function getPendingRecipes(signal?: AbortSignal): Promise<PendingRecipesAnswer> {
  return apiFetch<AnswerOf<typeof pendingRecipesAnswerSchema>>(
    `/admin/recipes/pending?limit=${PENDING_LIMIT}`,
    {
      signal,
    },
  );
}

export const pendingRecipesQuery = () =>
  queryOptions({
    queryKey: adminKeys.pending(),
    queryFn: ({ signal }) => getPendingRecipes(signal),
    select: (answer) => answer.recipes,
  });

export function usePendingRecipes(enabled: boolean) {
  return useQuery({ ...pendingRecipesQuery(), enabled });
}
