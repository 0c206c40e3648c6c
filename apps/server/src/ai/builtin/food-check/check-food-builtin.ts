import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import { AiProviderError } from '../../ai-provider-error.ts';
import { decideFoodVerdict } from './decide-food-verdict.ts';
import { decodeForModels } from './decode-image.ts';
import { foodCheckWorkerEntry } from './food-check-worker-entry.ts';
import type { ImageScores } from './score-image.ts';
import { createScoringWorker } from './scoring-worker.ts';

/** The offline food check and the end of its worker thread. */
export interface BuiltinFoodCheck {
  check(image: Buffer): Promise<FoodCheck>;
  close(): Promise<void>;
}

/**
 * The offline food check: the image is decoded here (sharp, off the event loop) and scored
 * by the models in a worker thread, which loads them on its first check and keeps them. Any
 * failure (an image sharp cannot decode, a model that cannot load, a worker that died) is an
 * AiProviderError, as from a remote provider, so callers handle one kind of failure.
 */
export function createBuiltinFoodCheck(): BuiltinFoodCheck {
  const worker = createScoringWorker(foodCheckWorkerEntry);
  return {
    async check(image) {
      let scores: ImageScores;
      try {
        scores = await worker.score(await decodeForModels(image));
      } catch (err) {
        if (err instanceof AiProviderError) throw err;
        const cause = err instanceof Error ? err.message : String(err);
        throw new AiProviderError('input', `builtin food check could not read the image: ${cause}`);
      }
      return decideFoodVerdict(scores);
    },
    close: () => worker.close(),
  };
}
