/**
 * A provider could not give a usable answer: it timed out, was unreachable,
 * answered an HTTP error, or answered something that fails its schema.
 * Messages name the cause for the logs and never carry the API key or the
 * provider's body, which could echo the prompt or credentials.
 * 'input' is the builtin provider's own verdict on the caller's input (a text that is no recipe,
 * an image it cannot decode): no upstream failed, so it is the caller's 422, never a 502.
 */
export type AiFailureKind = 'timeout' | 'network' | 'http' | 'malformed' | 'input';

export class AiProviderError extends Error {
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
