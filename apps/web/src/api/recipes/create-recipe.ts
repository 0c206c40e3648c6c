import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RecipeDetail,
  RecipeInput,
  recipeDetailSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** POST /api/recipes: the whole recipe; the answer is its detail. */
export function createRecipe(input: RecipeInput): Promise<RecipeDetail> {
  return apiFetch<AnswerOf<typeof recipeDetailSchema>>('/recipes', { method: 'POST', body: input });
}

/** Every recipe list is refetched after: the new one may belong in any of them. */
export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createRecipe,
    onSuccess: () => client.invalidateQueries({ queryKey: recipeKeys.all }),
  });
}
