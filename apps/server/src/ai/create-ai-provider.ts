import type { Config } from '../config.ts';
import type { AiProvider } from './ai-provider.ts';
import { createBuiltinProvider } from './builtin/create-builtin-provider.ts';
import { createOpenAiProvider } from './openai/create-openai-provider.ts';

type AiConfig = Pick<
  Config,
  'AI_PROVIDER' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_VISION_MODEL' | 'AI_TIMEOUT_MS'
>;

/** Picks the provider once at start; a half-configured `openai` stops the server there, not at the first call. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.AI_PROVIDER === 'builtin') return createBuiltinProvider();
  const { AI_BASE_URL: baseUrl, AI_MODEL: model } = config;
  if (!baseUrl || !model) {
    const missing = [!baseUrl && 'AI_BASE_URL', !model && 'AI_MODEL'].filter(Boolean).join(' and ');
    throw new Error(`AI_PROVIDER=openai needs ${missing} to be set (see the README's configuration table).`);
  }
  return createOpenAiProvider({
    baseUrl,
    model,
    visionModel: config.AI_VISION_MODEL,
    apiKey: config.AI_API_KEY,
    timeoutMs: config.AI_TIMEOUT_MS,
  });
}
