import { type FoodCheck, foodCheck } from '@receptari/shared/ai/food-check.schemas';
import { z } from 'zod';
import { AiProviderError } from '../ai-provider-error.ts';

const answerSchema = z.object({ isFood: z.boolean(), reason: z.string().trim().min(1).max(500) });

/** Some local servers wrap JSON mode answers in a Markdown fence all the same. */
const unfence = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');

/**
 * The model's text to a check. A vision model answers yes or no, so the verdict is 'food' or
 * 'not_food' only; anything unparsable is an error, never read as a yes.
 */
export function parseFoodCheckAnswer(content: string): FoodCheck {
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    throw new AiProviderError('malformed', 'food check answer is not JSON');
  }
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) throw new AiProviderError('malformed', 'food check answer does not match its schema');
  return foodCheck(parsed.data.isFood ? 'food' : 'not_food', parsed.data.reason);
}
