import { queryOptions, useQuery } from '@tanstack/react-query';
import { recipeCardsAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** The review queue's page: the oldest pending recipes first. */
export const PENDING_LIMIT = 100;

/** GET /api/admin/recipes/pending?limit=: recipes whose media the food check could not call food. */
export function getPendingRecipes(signal?: AbortSignal) {
  return apiFetch(`/admin/recipes/pending?limit=${PENDING_LIMIT}`, {
    schema: recipeCardsAnswerSchema,
    signal,
  });
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
