import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import { AppError } from './app-error.ts';
import { isRedisUnavailable } from './redis-error.ts';

/** Whether one more event of `key`'s window is allowed. */
export type SocketRateLimiter = (key: string) => Promise<boolean>;

/**
 * A fixed window per key (a user, a user in a live) for a socket event: in Redis when the app has
 * it, so it counts on every instance as the HTTP routes' limits do; otherwise in this process.
 * Each refusal is counted in the scrape's `rate_limit_refusals_total` as `socket:<name>`, beside
 * the HTTP routes' 429s (plugins/metrics.ts).
 */
export function createSocketRateLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  windowMs: number,
): SocketRateLimiter {
  const allowed = windowLimiter(app, name, max, windowMs);
  // plugins/metrics.ts registers its counters before any route or socket handler is made.
  const refusals = app.metrics.getSingleMetric('rate_limit_refusals_total') as Counter<'route'> | undefined;
  return async (key) => {
    const ok = await allowed(key);
    if (!ok) refusals?.inc({ route: `socket:${name}` });
    return ok;
  };
}

function windowLimiter(app: FastifyInstance, name: string, max: number, windowMs: number): SocketRateLimiter {
  const { redis } = app;
  if (redis) {
    return async (key) => {
      const redisKey = `rl:socket:${name}:${key}`;
      try {
        const used = await redis.incr(redisKey);
        if (used === 1) await redis.pexpire(redisKey, windowMs);
        return used <= max;
      } catch (err) {
        if (isRedisUnavailable(err)) throw AppError.unavailable('unavailable', tr.errors.unavailable);
        throw err;
      }
    };
  }
  const windows = new Map<string, { start: number; used: number }>();
  return async (key) => {
    const now = Date.now();
    const current = windows.get(key);
    if (!current || now - current.start >= windowMs) {
      // Forget finished windows now and then, so the map holds only recent keys.
      if (windows.size > 10_000)
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      windows.set(key, { start: now, used: 1 });
      return true;
    }
    current.used += 1;
    return current.used <= max;
  };
}
