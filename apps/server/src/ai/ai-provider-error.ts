/**
 * A provider could not give a usable answer: it timed out, was unreachable,
 * answered an HTTP error, or answered something that fails its schema.
 * Messages name the cause for the logs and never carry the API key or the
 * provider's body, which could echo the prompt or credentials.
 */
export type AiFailureKind = 'timeout' | 'network' | 'http' | 'malformed';

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
