import { decodeToRgb } from './decode-image.ts';
import { detectExplicit, EXPLICIT_SIZE, type ExplicitScores } from './detect-explicit.ts';
import { DETECTOR_SIZE, type Detections, detectObjects } from './detect-objects.ts';

export type ImageScores = { objects: Detections; explicit: ExplicitScores };

/**
 * Both models' raw scores for one image. They run one after the other: tfjs runs one
 * kernel at a time on this backend anyway, and each decode is sized for its own model.
 */
export async function scoreImage(image: Buffer): Promise<ImageScores> {
  const objects = await detectObjects(await decodeToRgb(image, DETECTOR_SIZE));
  const explicit = await detectExplicit(await decodeToRgb(image, EXPLICIT_SIZE));
  return { objects, explicit };
}
