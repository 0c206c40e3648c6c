import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from './policy.ts';

type Window = { max: number; timeWindow: string };

/**
 * A rate limit per signed-in user, for a route guarded by requireUser. It runs as `onRequest`,
 * which @fastify/rate-limit appends after the route's own guard: a visitor or a bad token is a
 * 401 that spends nobody's budget, and a user over it is refused before the body is read. The key
 * is the token's user only; should the order ever change, the key itself refuses a request without
 * a session (401) rather than fall back to anything the client sends.
 * Test: test/api/rate-limit-after-auth.test.ts.
 */
export const perUserRateLimit = ({ max, timeWindow }: Window): RateLimitOptions => ({
  max,
  timeWindow,
  hook: 'onRequest',
  keyGenerator: (request: FastifyRequest) => `user:${sessionOf(request).user.id}`,
});

/**
 * For a route open to visitors (the AI chat): per signed-in user (the auth plugin has read the
 * token by then), else per client address (TRUST_PROXY decides what that is).
 */
export const perUserOrAddressRateLimit = ({ max, timeWindow }: Window): RateLimitOptions => ({
  max,
  timeWindow,
  hook: 'onRequest',
  keyGenerator: (request: FastifyRequest) =>
    request.auth ? `user:${request.auth.user.id}` : `address:${request.ip}`,
});

/**
 * Likes, saves and folder changes: far above anyone's pace by hand, far below a script's (a like
 * notifies the author; each write costs a transaction). Per route: each route counts on its own.
 */
export const SOCIAL_WRITE_RATE = perUserRateLimit({ max: 60, timeWindow: '1 minute' });

/** Comments: each one notifies the recipe's author and shows to every reader of the thread. */
export const COMMENT_RATE = perUserRateLimit({ max: 20, timeWindow: '1 minute' });
