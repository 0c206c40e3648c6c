import { z } from 'zod';
import { AiProviderError } from '../ai-provider-error.ts';
import type { ChatCompletionRequest, ChatCompletionsClient } from './chat-completions.types.ts';
import { withOneRetry } from './with-one-retry.ts';

export interface ChatCompletionsOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  /** Pause before the retry, so a provider that just shed load gets a breath. */
  retryDelayMs?: number;
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** POST {baseUrl}/chat/completions with Node's own fetch, a time limit per attempt and one retry. */
export function createChatCompletionsClient(opts: ChatCompletionsOptions): ChatCompletionsClient {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;

  async function postOnce(request: ChatCompletionRequest): Promise<string> {
    const body = JSON.stringify({
      model: request.model,
      messages: request.messages,
      ...(request.temperature !== undefined && { temperature: request.temperature }),
      ...(request.json && { response_format: { type: 'json_object' } }),
      ...(request.maxTokens !== undefined && { max_tokens: request.maxTokens }),
    });
    let answer: unknown;
    try {
      // One signal covers the headers and the body: a provider that stalls mid-answer times out too.
      const res = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new AiProviderError('http', `chat completions answered HTTP ${res.status}`, res.status);
      }
      answer = await res.json();
    } catch (err) {
      throw toProviderError(err, opts.timeoutMs);
    }
    const parsed = completionSchema.safeParse(answer);
    if (!parsed.success)
      throw new AiProviderError('malformed', 'chat completions answer has no choices[0].message.content');
    return parsed.data.choices[0]!.message.content;
  }

  return {
    complete: (request) => withOneRetry(() => postOnce(request), opts.retryDelayMs ?? 250),
  };
}

/** Only the error's kind is kept: fetch's own errors may quote the request. */
function toProviderError(err: unknown, timeoutMs: number): AiProviderError {
  if (err instanceof AiProviderError) return err;
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new AiProviderError('timeout', `chat completions took longer than ${timeoutMs} ms`);
  }
  if (err instanceof SyntaxError)
    return new AiProviderError('malformed', 'chat completions answer is not JSON');
  return new AiProviderError('network', 'chat completions endpoint could not be reached');
}
