import { describe, expect, it, vi } from 'vitest';
import type { ImportCommitAnswer } from '@receptari/shared/import/import.schemas';
import { addBatch, batchesOf, batchSize, commitInBatches, emptyTally } from './commit-batches.ts';

const titles: Record<string, string> = { a: 'Escudella', b: 'Fideuà', c: 'Crema catalana', d: 'Coca' };
const titleOf = (id: string) => titles[id] ?? id;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

/** A server creating every id sent, numbered from 100 in the order received. */
function server() {
  let next = 100;
  return vi.fn(async (batch: string[]): Promise<ImportCommitAnswer> => ({
    created: batch.map(() => next++),
    failed: [],
  }));
}

describe('batches', () => {
  it('sends twenty at a time, bigger batches for a file that would need more than forty requests', () => {
    expect(batchSize(7)).toBe(20);
    expect(batchSize(800)).toBe(20);
    expect(batchSize(1000)).toBe(25);
    expect(batchSize(2000)).toBe(50);
    expect(batchesOf(ids(45), 20).map((b) => b.length)).toEqual([20, 20, 5]);
    expect(batchesOf([], 20)).toEqual([]);
  });
});

describe('addBatch', () => {
  it('adds each batch’s new recipes named by the ids it sent, its failures with their messages', () => {
    const first = addBatch(emptyTally, ['a', 'b'], { created: [41, 42], failed: [] }, titleOf);
    const second = addBatch(
      first,
      ['c', 'd'],
      { created: [43], failed: [{ id: 'c', message: 'La recepta no té passos.' }] },
      titleOf,
    );
    expect(second).toEqual({
      created: [
        { id: 41, title: 'Escudella' },
        { id: 42, title: 'Fideuà' },
        { id: 43, title: 'Coca' },
      ],
      failed: [{ id: 'c', message: 'La recepta no té passos.' }],
      gone: ['a', 'b', 'd'],
    });
  });

  it('replaces an earlier failure when the recipe is sent again', () => {
    const failed = addBatch(emptyTally, ['a'], { created: [], failed: [{ id: 'a', message: 'x' }] }, titleOf);
    const again = addBatch(failed, ['a'], { created: [44], failed: [] }, titleOf);
    expect(again.failed).toEqual([]);
    expect(again.created).toEqual([{ id: 44, title: 'Escudella' }]);
  });
});

describe('commitInBatches', () => {
  it('sends the batches one after another, each answer as it comes', async () => {
    const send = server();
    const seen: number[] = [];
    let inFlight = 0;
    send.mockImplementation(async (batch) => {
      expect(++inFlight).toBe(1);
      await Promise.resolve();
      inFlight--;
      return { created: batch.map((_, i) => i), failed: [] };
    });
    const end = await commitInBatches(ids(45), {
      size: 20,
      send,
      onBatch: (batch) => seen.push(batch.length),
      stopRequested: () => false,
    });
    expect(end).toEqual({ reason: 'done' });
    expect(send.mock.calls.map(([batch]) => batch[0])).toEqual(['p1', 'p21', 'p41']);
    expect(seen).toEqual([20, 20, 5]);
  });

  it('stops after the batch under way when asked, the rest left to send', async () => {
    const send = server();
    let stop = false;
    const end = await commitInBatches(ids(50), {
      size: 20,
      send,
      onBatch: () => (stop = true),
      stopRequested: () => stop,
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(end).toEqual({ reason: 'cancelled', remaining: ids(50).slice(20) });
  });

  it('stops at a failed request, that batch and the later ones left to send', async () => {
    const send = server();
    const error = new Error('429');
    send.mockResolvedValueOnce({ created: [1, 2], failed: [] }).mockRejectedValueOnce(error);
    const onBatch = vi.fn();
    const end = await commitInBatches(ids(5), { size: 2, send, onBatch, stopRequested: () => false });
    expect(end).toEqual({ reason: 'failed', remaining: ['p3', 'p4', 'p5'], error });
    expect(send).toHaveBeenCalledTimes(2);
    expect(onBatch).toHaveBeenCalledTimes(1);
  });
});
