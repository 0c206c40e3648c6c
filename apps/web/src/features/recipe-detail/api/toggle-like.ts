import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { likeAnswerSchema, likesCountAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { mirrorFlag } from '../mirror-flags.ts';
import { type RecipeDetail, recipeKey } from './get-recipe.ts';

/** Spec: after the first like, likes_count is refreshed every 30 s. */
export const LIKES_REFRESH_MS = 30_000;

/** POST /api/recipes/{id}/like: toggles; the answer (liked, likes_count) goes straight into the detail. */
export function useToggleLike(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/recipes/${id}/like`, { method: 'POST', schema: likeAnswerSchema }),
    onSuccess: ({ liked, likes_count }) => {
      mirrorFlag('likedRecipes', id, liked);
      client.setQueryData<RecipeDetail>(recipeKey(id), (r) => r && { ...r, liked, likes_count });
    },
  });
}

/** GET /api/recipes/{id}/likes every 30 s once `enabled` (after the user's first like here). */
export function useLikesCount(id: number, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['recipes', 'likes', id],
    enabled,
    refetchInterval: LIKES_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const { likes_count } = await apiFetch(`/recipes/${id}/likes`, {
        schema: likesCountAnswerSchema,
        signal,
      });
      client.setQueryData<RecipeDetail>(recipeKey(id), (r) => r && { ...r, likes_count });
      return likes_count;
    },
  });
}
