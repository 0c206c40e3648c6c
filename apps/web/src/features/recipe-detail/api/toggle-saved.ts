import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedToggleAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { mirrorFlag } from '../mirror-flags.ts';
import { type RecipeDetail, recipeKey } from './get-recipe.ts';

/** POST /api/saved-recipes/toggle/{id}: bookmarks or un-bookmarks; answers saved and a message. */
export function useToggleSaved(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/saved-recipes/toggle/${id}`, { method: 'POST', schema: savedToggleAnswerSchema }),
    onSuccess: ({ saved }) => {
      mirrorFlag('savedRecipes', id, saved);
      client.setQueryData<RecipeDetail>(recipeKey(id), (r) => r && { ...r, saved });
      void client.invalidateQueries({ queryKey: ['saved'] });
    },
  });
}
