import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecipeDetail, savedToggleAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mirrorFlag } from '@/lib/mirror-flags.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { savedKeys } from './keys.ts';

/** POST /api/saved-recipes/toggle/{id}: bookmarks or un-bookmarks; answers `saved` and a message. */
export function toggleSaved(id: number) {
  return apiFetch<AnswerOf<typeof savedToggleAnswerSchema>>(`/saved-recipes/toggle/${id}`, {
    method: 'POST',
  });
}

/**
 * The answer goes into the cached detail and the saved ids kept locally (docs/product.md#browser-storage).
 */
export function useToggleSaved(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleSaved(id),
    onSuccess: ({ saved }) => {
      mirrorFlag('savedRecipes', id, saved);
      client.setQueryData<RecipeDetail>(recipeKeys.detail(id), (r) => r && { ...r, saved });
      void client.invalidateQueries({ queryKey: savedKeys.all });
    },
  });
}
