import type { AiProvider } from '../ai-provider.ts';
import { buildNutritionMessages } from './build-nutrition-messages.ts';
import { createChatCompletionsClient } from './create-chat-completions-client.ts';
import { parseNutritionAnswer } from './parse-nutrition-answer.ts';

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
}

/** Spec temperatures: 0.2 for nutrition (and 0.5 for generation, when it comes). */
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
  };
}
