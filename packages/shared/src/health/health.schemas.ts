import { z } from 'zod';

/** GET /health: the database answered; which kind it is. */
export const healthAnswerSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
