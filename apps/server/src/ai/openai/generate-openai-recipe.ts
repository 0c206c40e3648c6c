import type { GenerateRecipeRequest, GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { buildGenerationMessages } from './build-generation-messages.ts';
import type { ChatCompletionsClient } from './chat-completions.types.ts';
import { parseGeneratedRecipe } from './parse-generated-recipe.ts';

/** docs/product.md#ai-providers: temperature 0.5, JSON mode. */
const GENERATION_TEMPERATURE = 0.5;
// A full recipe in JSON runs to a few hundred tokens; the cap stops a rambling model early.
const GENERATION_MAX_TOKENS = 2000;

export async function generateOpenAiRecipe(
  client: ChatCompletionsClient,
  model: string,
  input: GenerateRecipeRequest,
): Promise<GeneratedRecipe> {
  const content = await client.complete({
    model,
    messages: buildGenerationMessages(input),
    temperature: GENERATION_TEMPERATURE,
    json: true,
    maxTokens: GENERATION_MAX_TOKENS,
  });
  return parseGeneratedRecipe(content, input.servings);
}
