import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateCooksnapAnswer,
  CreateCooksnapBody,
  createCooksnapAnswerSchema,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { cooksnapKeys } from './keys.ts';

/** POST /api/recipes/{id}/cooksnaps: the photo (an uploaded media URL) and the note. */
export function postCooksnap(recipeId: number, body: CreateCooksnapBody): Promise<CreateCooksnapAnswer> {
  return apiFetch<AnswerOf<typeof createCooksnapAnswerSchema>>(`/recipes/${recipeId}/cooksnaps`, {
    method: 'POST',
    body,
  });
}

/**
 * Posts a cooksnap; the recipe's count takes the answer's at once, and the grids (the recipe's and
 * the cook's profile) and every list of cards are read afresh when next shown.
 */
export function usePostCooksnap(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCooksnapBody) => postCooksnap(recipeId, body),
    onSuccess: ({ cooksnaps_count }) => {
      client.setQueryData<RecipeDetail>(recipeKeys.detail(recipeId), (r) => r && { ...r, cooksnaps_count });
      void client.invalidateQueries({ queryKey: cooksnapKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all, refetchType: 'none' });
    },
  });
}
