import { setTimeout as sleep } from 'node:timers/promises';
import { AiProviderError } from '../ai-provider-error.ts';

/**
 * Failures that may pass on their own: a timeout, a dropped connection, a rate
 * limit or a server error. A 4xx or a malformed answer would only fail again.
 */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof AiProviderError)) return false;
  if (err.kind === 'timeout' || err.kind === 'network') return true;
  return err.kind === 'http' && err.status !== undefined && (err.status === 429 || err.status >= 500);
}

/** Runs `attempt`, and once more after `delayMs` if the first failure was transient. */
export async function withOneRetry<T>(attempt: () => Promise<T>, delayMs: number): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!isTransient(err)) throw err;
    await sleep(delayMs);
    return attempt();
  }
}
