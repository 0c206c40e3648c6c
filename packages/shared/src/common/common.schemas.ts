import { z } from 'zod';
import { ca } from '../i18n/ca.ts';

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

/** A resource id in a path (`/recipes/{id}`). */
export const idSchema = z.coerce
  .number({ error: ca.errors.badId })
  .int(ca.errors.badId)
  .positive(ca.errors.badId);
export const idParamSchema = z.object({ id: idSchema });

/** A 304 Not Modified: no body at all. */
export const notModifiedSchema = z.undefined();
