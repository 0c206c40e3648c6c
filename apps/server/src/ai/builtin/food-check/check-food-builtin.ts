import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import { AiProviderError } from '../../ai-provider-error.ts';
import { decideFoodVerdict } from './decide-food-verdict.ts';
import { type ImageScores, scoreImage } from './score-image.ts';

/**
 * The offline food check: the models load on the first call and stay loaded. Any failure
 * (an image sharp cannot decode, a model that cannot load) is an AiProviderError, as from a
 * remote provider, so callers handle one kind of failure.
 */
export async function checkFoodBuiltin(image: Buffer): Promise<FoodCheck> {
  let scores: ImageScores;
  try {
    scores = await scoreImage(image);
  } catch (err) {
    const cause = err instanceof Error ? err.message : String(err);
    throw new AiProviderError('malformed', `builtin food check could not read the image: ${cause}`);
  }
  return decideFoodVerdict(scores);
}
