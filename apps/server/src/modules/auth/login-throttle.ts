import type { Redis } from 'ioredis';

/**
 * Counts failed logins per key in a time window, in memory or in Redis when
 * several instances share one limit. Successful logins are not counted.
 */
export interface FailureCounter {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryFailureCounter(windowMs: number, now = () => Date.now()): FailureCounter {
  const entries = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async count(key) {
      return live(key)?.n ?? 0;
    },
    async hit(key) {
      const e = live(key) ?? { n: 0, until: now() + windowMs };
      e.n += 1;
      entries.set(key, e);
      if (entries.size > 100_000) for (const k of entries.keys()) live(k);
      return e.n;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/** One more failure in the window; the window starts at the first (PEXPIRE NX, Redis 7). */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return n`;

export function redisFailureCounter(redis: Redis, windowMs: number): FailureCounter {
  const k = (key: string) => `login-failures:${key}`;
  return {
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async hit(key) {
      // One command, not MULTI/INCR/PEXPIRE/EXEC: when Redis drops mid-transaction, ioredis rejects
      // each queued command's own promise, which nobody awaits (an unhandled rejection in the
      // outage test); a script is one promise, and as atomic.
      const n = await redis.eval(HIT_SCRIPT, 1, k(key), windowMs);
      return Number(n ?? 0);
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Per IP and name: a person mistyping; per IP alone: someone trying many names. */
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_IP = 30;
