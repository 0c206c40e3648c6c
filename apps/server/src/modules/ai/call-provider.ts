import type { ErrorCode } from '@receptari/shared/common/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * One call to the AI provider. Its failure (the upstream failed or answered nothing usable, not the
 * caller) becomes a 502 with the screen's own message (docs/product.md#error-catalogue); the log says
 * which call and why, never the user's text. When the builtin provider (no upstream) can make nothing of the
 * input, the same message comes as a 422: the caller's input, not a gateway, was the problem.
 * So 502 stays for a real upstream provider failing.
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
    if (err.kind === 'input') throw AppError.unprocessable('ai_input_refused', failure.message);
    // The builtin provider's own part broke (its food-check worker died): there is no gateway.
    if (ai.name === 'builtin') throw AppError.unavailable('unavailable', failure.message);
    throw AppError.badGateway(failure.code ?? 'ai_failed', failure.message);
  }
}
