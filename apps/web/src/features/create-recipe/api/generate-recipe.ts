import { useMutation } from '@tanstack/react-query';
import { type GenerateRecipeRequest, generatedRecipeSchema } from '@receptari/shared/ai/generate.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/ai/generate-recipe: the explanation to a whole recipe (the server's AI gateway); nothing is stored. */
export function useGenerateRecipe() {
  return useMutation({
    mutationFn: (input: GenerateRecipeRequest) =>
      apiFetch('/ai/generate-recipe', { method: 'POST', body: input, schema: generatedRecipeSchema }),
  });
}
