import { caLives } from '@receptari/shared/i18n/ca-lives';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Why GET /lives failed, in the product's words (docs/product.md#live-errors): no such endpoint (404),
 * the server (5xx), or else.
 */
export function loadFailureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return caLives.liveList.endpointNotFound;
  if (error.status >= 500) return caLives.liveList.serverError;
  return error.status === 0 ? error.message : null;
}
