import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecipeDetail, likesCountAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** After the first like, likes_count is refreshed every 30 s (docs/product.md#likes-and-saves). */
export const LIKES_REFRESH_MS = 30_000;

/** GET /api/recipes/{id}/likes: the count only. */
export async function getLikesCount(id: number, signal?: AbortSignal): Promise<number> {
  const { likes_count } = await apiFetch<AnswerOf<typeof likesCountAnswerSchema>>(`/recipes/${id}/likes`, {
    signal,
  });
  return likes_count;
}

/** Every 30 s once `enabled` (after the user's first like here); each count also goes into the detail. */
export function useLikesCount(id: number, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    queryKey: recipeKeys.likes(id),
    enabled,
    refetchInterval: LIKES_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const likes_count = await getLikesCount(id, signal);
      client.setQueryData<RecipeDetail>(recipeKeys.detail(id), (r) => r && { ...r, likes_count });
      return likes_count;
    },
  });
}
