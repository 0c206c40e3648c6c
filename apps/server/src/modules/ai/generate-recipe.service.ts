import type { GenerateRecipeRequest, GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import { AppError } from '../../lib/app-error.ts';

/** The upstream failed or answered no recipe, not the user: 502, with the form's message (spec section 8). */
const BAD_GATEWAY = 502;

export async function generateRecipe(
  ai: AiProvider,
  input: GenerateRecipeRequest,
  log: FastifyBaseLogger,
): Promise<GeneratedRecipe> {
  try {
    return await ai.generateRecipe(input);
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    // The explanation stays out of the log: it is the user's text, and the kind says enough.
    log.warn(
      { provider: ai.name, kind: err.kind, status: err.status, reason: err.message },
      'recipe generation failed',
    );
    throw new AppError(BAD_GATEWAY, ca.autofill.failed);
  }
}
