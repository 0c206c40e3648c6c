/**
 * ioredis' own errors when Redis cannot be reached: a command gave up after its reconnection
 * attempts (`maxRetriesPerRequest`), or was sent on a connection already closed. The calls that
 * need Redis (login throttling, per-address rate limits with REDIS_URL) then answer 503 and may be
 * retried; the rest of the app goes on without it.
 */
const UNAVAILABLE_NAMES = new Set(['MaxRetriesPerRequestError']);
const UNAVAILABLE_MESSAGE = /^(Connection is closed\.|Stream isn't writeable)/;

export function isRedisUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return UNAVAILABLE_NAMES.has(err.name) || UNAVAILABLE_MESSAGE.test(err.message);
}
