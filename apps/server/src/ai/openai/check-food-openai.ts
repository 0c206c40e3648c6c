import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import { fileTypeFromBuffer } from 'file-type';
import { buildFoodCheckMessages } from './build-food-check-messages.ts';
import type { ChatCompletionsClient } from './chat-completions.types.ts';
import { parseFoodCheckAnswer } from './parse-food-check-answer.ts';

/**
 * Low, so the same photo gets the same answer (docs/product.md#ai-providers); the original brief gives
 * no temperature for this call.
 */
const FOOD_CHECK_TEMPERATURE = 0;
/** A yes or no and one sentence. */
const FOOD_CHECK_MAX_TOKENS = 200;

/** The vision model's check of one image; its type is read from its bytes for the data URL. */
export async function checkFoodOpenAi(
  client: ChatCompletionsClient,
  model: string,
  image: Buffer,
): Promise<FoodCheck> {
  const mime = (await fileTypeFromBuffer(image))?.mime ?? 'image/jpeg';
  const content = await client.complete({
    model,
    messages: buildFoodCheckMessages(image, mime),
    temperature: FOOD_CHECK_TEMPERATURE,
    json: true,
    maxTokens: FOOD_CHECK_MAX_TOKENS,
  });
  return parseFoodCheckAnswer(content);
}
