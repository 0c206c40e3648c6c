import type { ErrorCode } from '@receptari/shared/common/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * One call to the AI provider. Its failure (the upstream failed or answered nothing usable, not the
 * caller) becomes a 502 with the screen's own message from the spec; the log says which call and
 * why, never the user's text.
 */
export async function callProvider<T>(
  ai: AiProvider,
  log: FastifyBaseLogger,
  failure: { what: string; message: string; code?: ErrorCode },
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn(
      { provider: ai.name, kind: err.kind, status: err.status, reason: err.message },
      `${failure.what} failed`,
    );
    throw AppError.badGateway(failure.code ?? 'ai_failed', failure.message);
  }
}
