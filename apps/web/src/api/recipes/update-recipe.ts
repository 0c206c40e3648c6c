import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecipeDetail,
  RecipeInput,
  recipeDetailSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { recipeKeys } from './keys.ts';

/** PUT /api/recipes/{id}: the whole recipe again; the author's own only (403 otherwise). */
export function updateRecipe(id: number, input: RecipeInput): Promise<RecipeDetail> {
  return apiFetch<AnswerOf<typeof recipeDetailSchema>>(`/recipes/${id}`, { method: 'PUT', body: input });
}

/** The answer is the new detail; every list and profile showing the recipe is refetched. */
export function useUpdateRecipe(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) => updateRecipe(id, input),
    onSuccess: (detail) => {
      client.setQueryData(recipeKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: recipeKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
