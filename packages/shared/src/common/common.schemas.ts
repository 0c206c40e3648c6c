import { z } from 'zod';
import { tr } from '../i18n/tr/core.ts';

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

/** The largest id a column holds (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;

/** A resource id in a JSON body: an integer from 1 to ID_MAX, never a string. */
export const idSchema = z
  .number({ error: () => tr.errors.badId })
  .int({ error: () => tr.errors.badId })
  .min(1, { error: () => tr.errors.badId })
  .max(ID_MAX, { error: () => tr.errors.badId });

/**
 * A resource id written in a path or a query: decimal digits only, no sign, no leading zero, no
 * spaces, within ID_MAX. `0x10`, `1e1`, `+1`, ` 1` and `01` are not ids (`Number()` would read
 * them), and a larger number would make PostgreSQL fail rather than find nothing.
 */
export const idTextSchema = z
  .string({ error: () => tr.errors.badId })
  .regex(/^[1-9][0-9]{0,9}$/, { error: () => tr.errors.badId })
  .transform(Number)
  .pipe(idSchema);
export const idParamSchema = z.object({ id: idTextSchema });

/** A 304 Not Modified: no body at all. */
export const notModifiedSchema = z.undefined();
