import { useMutation } from '@tanstack/react-query';
import type {
  GeneratedRecipe,
  GenerateRecipeRequest,
  generatedRecipeSchema,
} from '@receptari/shared/ai/generate.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/ai/generate-recipe: the explanation to a whole recipe (the server's AI gateway); nothing is stored. */
export function generateRecipe(input: GenerateRecipeRequest): Promise<GeneratedRecipe> {
  return apiFetch<AnswerOf<typeof generatedRecipeSchema>>('/ai/generate-recipe', {
    method: 'POST',
    body: input,
  });
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
