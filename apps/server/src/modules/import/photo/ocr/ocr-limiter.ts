/** More photos were waiting than the server will queue. */
export class OcrQueueFull extends Error {
  constructor() {
    super('the OCR queue is full');
    this.name = 'OcrQueueFull';
  }
}

/**
 * At most `concurrency` tasks at once, the next ones waiting in order, and no more than `maxWaiting`
 * of them: past that a task is refused at once (OcrQueueFull) rather than queued for minutes.
 */
export function createLimiter(options: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < options.concurrency) running += 1;
    else if (waiting.length >= options.maxWaiting) throw new OcrQueueFull();
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes to the next waiting task, or frees up.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
