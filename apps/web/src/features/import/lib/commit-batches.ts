import type { ImportCommitAnswer } from '@receptari/shared/import/import.schemas';
import { createdRecipes } from './created-recipes.ts';

/**
 * Ids per commit request (docs/product.md#from-another-app): each picture costs the server a food
 * check (~0.3-0.7 s), so one request for a whole file outlasts any timeout and shows no progress.
 * Twenty keep the bar moving and a cancel quick; a large file takes bigger batches so that it needs
 * at most REQUESTS_MAX requests, within the commit's rate limit (60 per user in 10 minutes).
 */
const BATCH_MIN = 20;
const REQUESTS_MAX = 40;

export function batchSize(total: number): number {
  return Math.max(BATCH_MIN, Math.ceil(total / REQUESTS_MAX));
}

export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** What the commits of one preview did so far, across batches and runs. */
export type CommitTally = {
  created: { id: number; title: string }[];
  failed: { id: string; message: string }[];
  /** The preview ids created: they left the server's preview, so they are no longer choosable. */
  gone: string[];
};

export const emptyTally: CommitTally = { created: [], failed: [], gone: [] };

/** One batch's answer added: its new recipes named by the ids it sent, as for a single commit. */
export function addBatch(
  tally: CommitTally,
  sent: readonly string[],
  answer: ImportCommitAnswer,
  titleOf: (previewId: string) => string,
): CommitTally {
  const sentNow = new Set(sent);
  const failedNow = new Set(answer.failed.map((f) => f.id));
  return {
    created: [...tally.created, ...createdRecipes(sent, answer, titleOf)],
    // A recipe sent again is answered anew: its earlier failure is not kept beside the new answer.
    failed: [...tally.failed.filter((f) => !sentNow.has(f.id)), ...answer.failed],
    gone: [...tally.gone, ...sent.filter((id) => !failedNow.has(id))],
  };
}

/** How a run ended; `remaining` are the ids never answered, still to be sent. */
export type RunEnd =
  | { reason: 'done' }
  | { reason: 'cancelled'; remaining: string[] }
  | { reason: 'failed'; remaining: string[]; error: unknown };

type RunOptions = {
  size: number;
  send: (batch: string[]) => Promise<ImportCommitAnswer>;
  onBatch: (batch: string[], answer: ImportCommitAnswer) => void;
  /** Read between batches: a request under way is never aborted, the server would go on anyway. */
  stopRequested: () => boolean;
};

/**
 * The ids committed one batch after another. The server takes out of the preview what it created,
 * so a run stopped (by the cook, or by a failed request: network, 5xx, 429) loses nothing and the
 * rest can be sent later.
 */
export async function commitInBatches(ids: readonly string[], options: RunOptions): Promise<RunEnd> {
  const batches = batchesOf(ids, options.size);
  for (const [i, batch] of batches.entries()) {
    const remaining = () => batches.slice(i).flat();
    if (options.stopRequested()) return { reason: 'cancelled', remaining: remaining() };
    let answer: ImportCommitAnswer;
    try {
      answer = await options.send(batch);
    } catch (error) {
      return { reason: 'failed', remaining: remaining(), error };
    }
    options.onBatch(batch, answer);
  }
  return { reason: 'done' };
}
