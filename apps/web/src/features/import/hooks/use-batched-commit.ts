import { useEffect, useRef, useState } from 'react';
import type { ImportPreview } from '@receptari/shared/import/import.schemas';
import { commitImport, useRefreshAfterCommit } from '@/api/import/commit-import.ts';
import {
  addBatch,
  batchSize,
  type CommitTally,
  commitInBatches,
  emptyTally,
  type RunEnd,
} from '../lib/commit-batches.ts';

export type CommitProgress = { done: number; total: number; cancelling: boolean };

/**
 * The chosen recipes of a preview committed in batches (docs/product.md#from-another-app): the
 * progress while they go, what every run created or refused, and how the last one ended. `ended`
 * counts the runs that ended and `gone` is what they created (out of the preview), so the list
 * starts afresh after each run and keeps still while one goes.
 */
export function useBatchedCommit(preview: ImportPreview | undefined, titleOf: (id: string) => string) {
  const refresh = useRefreshAfterCommit();
  const [tally, setTally] = useState<CommitTally>(emptyTally);
  const [progress, setProgress] = useState<CommitProgress | null>(null);
  const [end, setEnd] = useState<RunEnd | null>(null);
  const [ended, setEnded] = useState(0);
  const [gone, setGone] = useState<readonly string[]>([]);
  const stop = useRef(false);
  /** Bumped by each run and by reset: a run that is no longer the current one changes nothing. */
  const run = useRef(0);
  // Leaving the screen stops after the batch under way, as the cancel button does.
  useEffect(
    () => () => {
      stop.current = true;
    },
    [],
  );

  const start = async (ids: string[]) => {
    if (!preview) return;
    const mine = ++run.current;
    const current = () => run.current === mine;
    stop.current = false;
    setEnd(null);
    setProgress({ done: 0, total: ids.length, cancelling: false });
    let sofar = tally;
    const result = await commitInBatches(ids, {
      size: batchSize(ids.length),
      send: (batch) => commitImport({ importId: preview.import_id, ids: batch }),
      stopRequested: () => stop.current || !current(),
      onBatch: (batch, answer) => {
        sofar = addBatch(sofar, batch, answer, titleOf);
        if (!current()) return;
        setTally(sofar);
        setProgress((before) => before && { ...before, done: before.done + batch.length });
      },
    });
    // Read again even when the cook left: what was created is theirs all the same.
    if (sofar.created.length > tally.created.length) void refresh();
    if (!current()) return;
    setProgress(null);
    setEnd(result);
    setGone(sofar.gone);
    setEnded((n) => n + 1);
  };

  const cancel = () => {
    stop.current = true;
    setProgress((before) => before && { ...before, cancelling: true });
  };

  const reset = () => {
    run.current++;
    stop.current = true;
    setTally(emptyTally);
    setProgress(null);
    setEnd(null);
    setGone([]);
  };

  return { tally, progress, end, ended, gone, start, cancel, reset };
}
