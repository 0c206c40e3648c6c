import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import { AppError } from '../../lib/app-error.ts';

const ZERO: NutritionEstimate = { calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] };

/** The upstream failed, not the user: 502, with the form's message (spec section 8). */
const BAD_GATEWAY = 502;

export async function estimateNutrition(
  ai: AiProvider,
  input: NutritionRequest,
  log: FastifyBaseLogger,
): Promise<NutritionEstimate> {
  // The spec resets nutrition to 0 when there are no ingredients; no provider call is worth that.
  if (input.ingredients.length === 0) return ZERO;
  try {
    return await ai.estimateNutrition(input);
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn(
      { provider: ai.name, kind: err.kind, status: err.status, reason: err.message },
      'nutrition estimate failed',
    );
    throw new AppError(BAD_GATEWAY, ca.ai.nutritionFailed);
  }
}
