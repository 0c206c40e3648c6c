import { ApiError } from '@/lib/api-client.ts';

/**
 * Where a refused profile call shows its reason: at the field the server named (a 422's field
 * errors), or at `fallbackField` with the server's message (a 403 or 409 names no field).
 */
export function fieldErrorsOf(error: unknown, fallbackField: string): Record<string, string> {
  if (!(error instanceof ApiError)) return { [fallbackField]: String(error) };
  const named = Object.entries(error.errors ?? {}).filter(([, messages]) => messages.length > 0);
  if (named.length > 0)
    return Object.fromEntries(named.map(([field, messages]) => [field, messages.join(' ')]));
  return { [fallbackField]: error.message };
}
