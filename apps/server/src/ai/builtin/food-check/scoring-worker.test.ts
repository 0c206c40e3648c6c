import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../ai-provider-error.ts';
import { createScoringWorker, type ScoringWorker } from './scoring-worker.ts';

// A stand-in for the models, in plain JS so the worker needs no bundling: the first pixel
// says what to do (1 throws, 2 exits, 3 answers an error, else it is the pizza score in %).
const fakeWorker = join(tmpdir(), `fake-scoring-worker-${process.pid}.mjs`);
writeFileSync(
  fakeWorker,
  `import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, inputs }) => {
  const first = inputs.detector[0];
  if (first === 1) throw new Error('boom');
  if (first === 2) process.exit(3);
  if (first === 3) return parentPort.postMessage({ id, error: 'bad pixels' });
  parentPort.postMessage({ id, scores: { objects: { pizza: first / 100 }, explicit: { porn: 0, hentai: 0 } } });
});`,
);

const pixels = (first: number) => ({ detector: Uint8Array.of(first, 0, 0), explicit: Uint8Array.of(0) });

let starts = 0;
let worker: ScoringWorker;
function start() {
  starts = 0;
  worker = createScoringWorker(async () => {
    starts++;
    return pathToFileURL(fakeWorker);
  });
}
afterEach(() => worker.close());

describe('createScoringWorker', () => {
  it('answers each check with its own scores and leaves the caller its pixels', async () => {
    start();
    const inputs = [pixels(40), pixels(60), pixels(80)];
    const scores = await Promise.all(inputs.map((i) => worker.score(i)));
    expect(scores.map((s) => s.objects.pizza)).toEqual([0.4, 0.6, 0.8]);
    expect(inputs[0]?.detector).toEqual(Uint8Array.of(40, 0, 0));
    expect(starts).toBe(1);
  });

  it('rejects a check the models could not score, and keeps the worker', async () => {
    start();
    await expect(worker.score(pixels(3))).rejects.toThrow('bad pixels');
    expect((await worker.score(pixels(50))).objects.pizza).toBe(0.5);
    expect(starts).toBe(1);
  });

  it.each([
    [1, 'boom'],
    [2, 'exited with code 3'],
  ])(
    'rejects the pending checks with an AiProviderError when the worker dies (%i), then starts a new one',
    async (first, reason) => {
      start();
      const dying = worker.score(pixels(first));
      const queued = worker.score(pixels(20));
      await expect(dying).rejects.toBeInstanceOf(AiProviderError);
      await expect(dying).rejects.toThrow(reason);
      await expect(queued).rejects.toBeInstanceOf(AiProviderError);
      expect((await worker.score(pixels(30))).objects.pizza).toBe(0.3);
      expect(starts).toBe(2);
    },
  );

  it('refuses checks once closed', async () => {
    start();
    await worker.score(pixels(10));
    await worker.close();
    await expect(worker.score(pixels(10))).rejects.toBeInstanceOf(AiProviderError);
  });

  it('closes without ever starting a worker', async () => {
    start();
    await worker.close();
    expect(starts).toBe(0);
  });
});
