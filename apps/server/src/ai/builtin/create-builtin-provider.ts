import { nutritionEstimateSchema } from '@receptari/shared/ai/ai.schemas';
import type { AiProvider } from '../ai-provider.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { answerBuiltinChat } from './chat/answer-builtin-chat.ts';
import { createBuiltinFoodCheck } from './food-check/check-food-builtin.ts';
import { generateBuiltinRecipe } from './generate/generate-recipe.ts';
import { estimateNutrition } from './nutrition/estimate-nutrition.ts';
import { warmUpBuiltin } from './warm-up-builtin.ts';

/** The offline provider: deterministic, from the ingredient table shipped in the repo. */
export function createBuiltinProvider(): AiProvider {
  const foodCheck = createBuiltinFoodCheck();
  return {
    name: 'builtin',
    async estimateNutrition(input) {
      // Held to the same schema as a remote answer, so a table mistake cannot reach a form as NaN;
      // from this deterministic table, only the input's quantities can make it fail.
      const parsed = nutritionEstimateSchema.safeParse(estimateNutrition(input));
      if (!parsed.success) throw new AiProviderError('input', 'builtin nutrition estimate failed its schema');
      return parsed.data;
    },
    generateRecipe: generateBuiltinRecipe,
    chat: answerBuiltinChat,
    checkFood: (image) => foodCheck.check(image),
    warmUp: warmUpBuiltin,
    close: () => foodCheck.close(),
  };
}
