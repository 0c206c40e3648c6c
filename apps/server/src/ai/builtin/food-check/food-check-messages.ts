import type { ModelInputs } from './model-inputs.ts';
import type { ImageScores } from './score-image.ts';

/** What the main thread posts to the food-check worker: one decoded image, its pixels transferred. */
export type ScoreRequest = { id: number; inputs: ModelInputs };

/** The worker's answer to one request: the scores, or why the models could not give them. */
export type ScoreReply = { id: number; scores: ImageScores } | { id: number; error: string };
