import { detectExplicit, type ExplicitScores } from './detect-explicit.ts';
import { type Detections, detectObjects } from './detect-objects.ts';
import type { ModelInputs } from './model-inputs.ts';

export type ImageScores = { objects: Detections; explicit: ExplicitScores };

/**
 * Both models' raw scores for one decoded image (decode-image.ts): what the food-check
 * worker runs. They run one after the other: tfjs runs one kernel at a time on this backend.
 */
export async function scorePixels(inputs: ModelInputs): Promise<ImageScores> {
  const objects = await detectObjects(inputs.detector);
  const explicit = await detectExplicit(inputs.explicit);
  return { objects, explicit };
}
