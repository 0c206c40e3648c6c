import { useQuery } from '@tanstack/react-query';
import type { RecipeReplayAnswer, recipeReplayAnswerSchema } from '@receptari/shared/lives/lives.schemas';
import { ApiError, type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { shouldRetry } from '@/lib/query-client.ts';
import { recipeKeys } from './keys.ts';

/**
 * GET /api/recipes/{id}/replay: the replay of the recipe's live, with a chapter per step the chef
 * marked. A 404 means the recipe has no replay; a signed-out cook is not sent to the login for it.
 */
export function getRecipeReplay(recipeId: number, signal?: AbortSignal): Promise<RecipeReplayAnswer> {
  return apiFetch<AnswerOf<typeof recipeReplayAnswerSchema>>(`/recipes/${recipeId}/replay`, {
    signal,
    redirectOn401: false,
  });
}

/** A recipe without a replay (404) is the common case: asked once, never retried, never an error to show. */
export function useRecipeReplay(recipeId: number) {
  return useQuery({
    queryKey: recipeKeys.replay(recipeId),
    queryFn: ({ signal }) => getRecipeReplay(recipeId, signal),
    retry: (failureCount, error) =>
      !(error instanceof ApiError && error.status === 404) && shouldRetry(failureCount, error),
    staleTime: 5 * 60_000,
  });
}
