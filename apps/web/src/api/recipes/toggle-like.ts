import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeDetail, likeAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mirrorFlag } from '@/lib/mirror-flags.ts';
import { recipeKeys } from './keys.ts';

/** POST /api/recipes/{id}/like: likes or unlikes; answers `liked` and the new `likes_count`. */
export function toggleLike(id: number) {
  return apiFetch<AnswerOf<typeof likeAnswerSchema>>(`/recipes/${id}/like`, { method: 'POST' });
}

/**
 * The answer goes straight into the cached detail, and into the liked ids kept locally
 * (docs/product.md#browser-storage).
 */
export function useToggleLike(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleLike(id),
    onSuccess: ({ liked, likes_count }) => {
      mirrorFlag('likedRecipes', id, liked);
      client.setQueryData<RecipeDetail>(recipeKeys.detail(id), (r) => r && { ...r, liked, likes_count });
    },
  });
}
