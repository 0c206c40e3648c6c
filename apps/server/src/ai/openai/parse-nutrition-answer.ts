import { type NutritionEstimate, nutritionEstimateSchema } from '@receptari/shared/ai/ai.schemas';
import { NUTRITION_MAX } from '@receptari/shared/recipes/recipes.rules';
import { z } from 'zod';
import { AiProviderError } from '../ai-provider-error.ts';

// Models now and then quote a number ("12.5"); anything else that is not a number is refused.
const amount = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number().finite().min(0).max(NUTRITION_MAX),
);
const answerSchema = z.object({ calories: amount, protein: amount, carbs: amount, fats: amount });

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Some local servers wrap JSON mode answers in a Markdown fence all the same. */
const unfence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/**
 * The model's text to an estimate, rounded as docs/product.md#nutrition-estimate says (calories
 * whole, the rest one decimal). Anything unparsable is an error, never numbers made up from it.
 */
export function parseNutritionAnswer(content: string): NutritionEstimate {
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    throw new AiProviderError('malformed', 'nutrition answer is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new AiProviderError('malformed', 'nutrition answer does not match its schema');
  const { calories, protein, carbs, fats } = parsed.data;
  return nutritionEstimateSchema.parse({
    calories: Math.round(calories),
    protein: oneDecimal(protein),
    carbs: oneDecimal(carbs),
    fats: oneDecimal(fats),
    unmatched: [],
  });
}
