import { Worker } from 'node:worker_threads';
import { AiProviderError } from '../../ai-provider-error.ts';
import type { ScoreReply, ScoreRequest } from './food-check-messages.ts';
import type { ModelInputs } from './model-inputs.ts';
import type { ImageScores } from './score-image.ts';

/** Scores decoded images in a worker thread; `close` ends the thread. */
export interface ScoringWorker {
  score(inputs: ModelInputs): Promise<ImageScores>;
  close(): Promise<void>;
}

type Pending = { resolve: (scores: ImageScores) => void; reject: (err: Error) => void };
/** One worker and the checks it owes; a crash fails only its own checks, never a successor's. */
type Slot = { worker: Worker; pending: Map<number, Pending>; dead: boolean };

const stopped = (reason: string) =>
  new AiProviderError('malformed', `builtin food check worker stopped: ${reason}`);

/** A fresh, exactly sized copy: a caller's Buffer may be a view on a shared pool, never to be detached. */
const ownCopy = (pixels: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(pixels);

/**
 * One worker at a time, started on the first check from `entry` (the worker script's URL).
 * Checks are posted as they come and the worker runs them in order. If the worker dies
 * (an uncaught error, an exit), its pending checks reject with an AiProviderError and the
 * next check starts a new one. The worker is unref'd while idle, so a check in progress
 * keeps the process alive but an idle worker never does.
 */
export function createScoringWorker(entry: () => Promise<URL>): ScoringWorker {
  /** The worker starting or running; `live` is the same once started. */
  let current: Promise<Slot> | undefined;
  let live: Slot | undefined;
  let closed = false;
  let nextId = 0;

  function stop(slot: Slot, err: Error) {
    if (slot.dead) return;
    slot.dead = true;
    if (live === slot) {
      live = undefined;
      current = undefined;
    }
    for (const { reject } of slot.pending.values()) reject(err);
    slot.pending.clear();
  }

  async function start(): Promise<Slot> {
    let url: URL;
    try {
      url = await entry();
    } catch (err) {
      const cause = err instanceof Error ? err.message : String(err);
      throw new AiProviderError('malformed', `builtin food check worker could not start: ${cause}`);
    }
    const slot: Slot = { worker: new Worker(url, { name: 'food-check' }), pending: new Map(), dead: false };
    live = slot;
    slot.worker.unref();
    slot.worker.on('message', (reply: ScoreReply) => {
      const pending = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      if (slot.pending.size === 0) slot.worker.unref();
      if ('error' in reply) pending?.reject(new Error(reply.error));
      else pending?.resolve(reply.scores);
    });
    slot.worker.on('error', (err) => stop(slot, stopped(err.message)));
    slot.worker.on('exit', (code) => stop(slot, stopped(`exited with code ${code}`)));
    return slot;
  }

  async function score(inputs: ModelInputs): Promise<ImageScores> {
    if (closed) throw new AiProviderError('malformed', 'builtin food check is closed');
    current ??= start();
    const started = current;
    const slot = await started.catch((err: unknown) => {
      if (current === started) current = undefined; // a failed start is retried on the next check
      throw err;
    });
    if (slot.dead) throw stopped('before the check was sent');
    return new Promise((resolve, reject) => {
      const id = nextId++;
      const detector = ownCopy(inputs.detector);
      const explicit = ownCopy(inputs.explicit);
      const request: ScoreRequest = { id, inputs: { detector, explicit } };
      slot.pending.set(id, { resolve, reject });
      slot.worker.ref();
      // Transferred, not cloned: the pixels move to the worker without a second copy.
      slot.worker.postMessage(request, [detector.buffer, explicit.buffer]);
    });
  }

  async function close() {
    closed = true;
    const slot = await current?.catch(() => undefined);
    if (!slot) return;
    stop(slot, new AiProviderError('malformed', 'builtin food check closed with the server'));
    await slot.worker.terminate();
  }

  return { score, close };
}
