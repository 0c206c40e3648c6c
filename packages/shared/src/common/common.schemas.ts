import { z } from 'zod';

/** The body of every error answer. `errors` holds field messages on a 422. */
export const errorAnswerSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
