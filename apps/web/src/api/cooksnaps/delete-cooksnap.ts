import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cooksnap, deleteCooksnapAnswerSchema } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { cooksnapKeys } from './keys.ts';

/** DELETE /api/cooksnaps/{id} (its cook or an admin): answers the recipe's count after it. */
export function deleteCooksnap(id: number) {
  return apiFetch<AnswerOf<typeof deleteCooksnapAnswerSchema>>(`/cooksnaps/${id}`, { method: 'DELETE' });
}

/** Deletes a cooksnap; its recipe's count takes the answer's, and the grids are read afresh. */
export function useDeleteCooksnap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cooksnap: Cooksnap) => deleteCooksnap(cooksnap.id),
    onSuccess: ({ cooksnaps_count }, cooksnap) => {
      client.setQueryData<RecipeDetail>(
        recipeKeys.detail(cooksnap.recipe.id),
        (r) => r && { ...r, cooksnaps_count },
      );
      void client.invalidateQueries({ queryKey: cooksnapKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all, refetchType: 'none' });
    },
  });
}
