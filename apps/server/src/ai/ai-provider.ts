import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';

/**
 * The one door to AI for the whole server (DESIGN.md section 4). Each operation
 * answers a value already validated with its shared Zod schema, or throws
 * `AiProviderError`; callers never see a provider's raw answer.
 *
 * `generateRecipe`, `checkFood(image)` and `chat(history)` join this interface
 * when their endpoints are built, each with its schema in packages/shared/src/ai.
 */
export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** Per serving; an empty ingredient list is the caller's to short-circuit. */
  estimateNutrition(input: NutritionRequest): Promise<NutritionEstimate>;
}
