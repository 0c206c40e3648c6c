import type { AiProvider } from '../ai-provider.ts';
import { answerOpenAiChat } from './answer-openai-chat.ts';
import { checkFoodOpenAi } from './check-food-openai.ts';
import { buildNutritionMessages } from './build-nutrition-messages.ts';
import { createChatCompletionsClient } from './create-chat-completions-client.ts';
import { generateOpenAiRecipe } from './generate-openai-recipe.ts';
import { parseNutritionAnswer } from './parse-nutrition-answer.ts';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** AI_VISION_MODEL, for the food check; AI_MODEL when unset. */
  visionModel?: string | undefined;
  timeoutMs: number;
}

/**
 * The temperatures of docs/product.md#ai-providers: 0.2 for nutrition (0.5 for generation, in
 * generate-openai-recipe.ts).
 */
const NUTRITION_TEMPERATURE = 0.2;

/** Any OpenAI-compatible endpoint (Groq, OpenAI, Ollama, llama.cpp, vLLM). */
export function createOpenAiProvider(opts: OpenAiProviderOptions): AiProvider {
  const client = createChatCompletionsClient(opts);
  return {
    name: 'openai',
    async estimateNutrition(input) {
      const content = await client.complete({
        model: opts.model,
        messages: buildNutritionMessages(input),
        temperature: NUTRITION_TEMPERATURE,
        json: true,
      });
      return parseNutritionAnswer(content);
    },
    generateRecipe: (input) => generateOpenAiRecipe(client, opts.model, input),
    chat: (input, tools) => answerOpenAiChat(client, opts.model, input, tools),
    checkFood: (image) => checkFoodOpenAi(client, opts.visionModel ?? opts.model, image),
  };
}
