import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';

/**
 * Validates a query, body or path with a shared schema and refuses it with a 422 whose message is
 * the schema's own Catalan sentence (the spec words some, e.g. 'Debe proporcionar al menos un
 * ingrediente'), rather than the generic validation message of the error handler.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  throw AppError.invalid(errors);
}
