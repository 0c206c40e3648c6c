import { ca } from '@receptari/shared/i18n/ca';
import { ApiError } from '@/lib/api-client.ts';

/** Why GET /lives failed, in the spec's words: no such endpoint (404), the server (5xx), or else. */
export function loadFailureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return ca.liveList.endpointNotFound;
  if (error.status >= 500) return ca.liveList.serverError;
  return error.status === 0 ? error.message : null;
}
