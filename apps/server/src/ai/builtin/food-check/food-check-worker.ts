/**
 * The food-check worker's entry (bundled to dist/food-check-worker.js, see build.mjs): it
 * loads the two models once, on its first request, and scores the images posted to it one
 * at a time, so the model work never holds the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { ScoreReply, ScoreRequest } from './food-check-messages.ts';
import { scorePixels } from './score-image.ts';

if (!parentPort) throw new Error('food-check-worker.ts runs only as a worker thread');
const port = parentPort;

async function answer({ id, inputs }: ScoreRequest): Promise<ScoreReply> {
  try {
    return { id, scores: await scorePixels(inputs) };
  } catch (err) {
    return { id, error: err instanceof Error ? err.message : String(err) };
  }
}

// Chained, so a request waits for the one before: one check at a time, as on the main thread
// before, keeps the tensors in memory to one image's and answers in the order asked.
let queue: Promise<void> = Promise.resolve();
port.on('message', (request: ScoreRequest) => {
  queue = queue.then(async () => port.postMessage(await answer(request)));
});
