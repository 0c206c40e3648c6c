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
