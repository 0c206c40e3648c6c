import { describe, expect, it } from 'vitest';
import { createLimiter, OcrQueueFull } from './ocr-limiter.ts';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createLimiter', () => {
  it('runs at most `concurrency` tasks at once, the others in order, and refuses past the queue', async () => {
    const limited = createLimiter({ concurrency: 1, maxWaiting: 1 });
    const order: string[] = [];
    const first = deferred();
    const a = limited(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = limited(async () => {
      order.push('b starts');
    });
    await expect(limited(async () => order.push('c'))).rejects.toBeInstanceOf(OcrQueueFull);
    expect(order).toEqual(['a starts']);
    first.resolve();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('frees its slot when a task fails', async () => {
    const limited = createLimiter({ concurrency: 1, maxWaiting: 0 });
    await expect(limited(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limited(async () => 'next')).resolves.toBe('next');
  });
});
