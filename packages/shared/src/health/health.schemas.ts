import { z } from 'zod';

/**
 * GET /health: the database answered; which kind it is. When it does not, the answer is the error
 * answer with status 503, code `unavailable` and a Retry-After header, like every call needing it.
 */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;

/** GET /health/live: the process answers; it checks nothing else (a restart would not help them). */
export const livenessAnswerSchema = z.object({ status: z.literal('ok') });

/** What one dependency of the readiness check said: it answered, or not in time. */
export const dependencyStateSchema = z.enum(['ok', 'down']);

/**
 * GET /health/ready: every dependency this instance is configured with answered (200, `ready`), or
 * one did not (503, `unavailable`): the balancer sends it no traffic until it does. `redis` and
 * `objectStore` appear only when configured.
 */
export const readinessAnswerSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({
    database: dependencyStateSchema,
    redis: dependencyStateSchema.optional(),
    objectStore: dependencyStateSchema.optional(),
  }),
});
export type ReadinessAnswer = z.infer<typeof readinessAnswerSchema>;
