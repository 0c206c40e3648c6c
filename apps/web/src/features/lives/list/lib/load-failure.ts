import { trLives } from '@receptari/shared/i18n/tr/lives';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Why GET /lives failed, in the product's words (docs/product.md#live-errors): no such endpoint (404),
 * the server (5xx), or else.
 */
export function loadFailureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return trLives.liveList.endpointNotFound;
  if (error.status >= 500) return trLives.liveList.serverError;
  return error.status === 0 ? error.message : null;
}
