import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * Per user, not per address: every AI call costs compute or money, and many users may share one
 * address. The limit's hook runs after the route's `onRequest` guard, so the user is known; the
 * open chat falls back to the address for visitors.
 */
export const aiRateLimit = (max: number): RateLimitOptions => ({
  max,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `user:${request.auth?.user.id ?? request.ip}`,
});
