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
