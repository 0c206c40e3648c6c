import { z } from 'zod';

/**
 * The body of every error answer: the HTTP status and its reason phrase, a machine-readable `code`
 * (common/error-codes.ts), the Catalan `message` to show, and on a 422 each field's messages.
 * The server's error handler sends exactly this; the web's API client parses it.
 */
export const errorAnswerSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
