import { useMutation } from '@tanstack/react-query';
import {
  type GeneratedRecipe,
  type GenerateRecipeRequest,
  generatedRecipeSchema,
} from '@receptari/shared/ai/generate.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** POST /api/ai/generate-recipe: the explanation to a whole recipe (the server's AI gateway); nothing is stored. */
export function generateRecipe(input: GenerateRecipeRequest): Promise<GeneratedRecipe> {
  return apiFetch('/ai/generate-recipe', { method: 'POST', body: input, schema: generatedRecipeSchema });
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
