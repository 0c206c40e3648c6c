import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RecipeInput, recipeDetailSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/recipes: the whole recipe; the answer is its detail. Lists are refetched after. */
export function useCreateRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) =>
      apiFetch('/recipes', { method: 'POST', body: input, schema: recipeDetailSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['recipes'] }),
  });
}
