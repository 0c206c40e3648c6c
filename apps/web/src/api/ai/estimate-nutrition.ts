import type {
  NutritionEstimate,
  NutritionRequest,
  nutritionEstimateSchema,
} from '@receptari/shared/ai/ai.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/ai/nutrition: per-serving values from the ingredient lines (the server's AI gateway).
 * No hook: the recipe form calls it from its own debounce, cancelling the call it replaces.
 */
export function estimateNutrition(input: NutritionRequest, signal?: AbortSignal): Promise<NutritionEstimate> {
  return apiFetch<AnswerOf<typeof nutritionEstimateSchema>>('/ai/nutrition', {
    method: 'POST',
    body: input,
    signal,
  });
}
