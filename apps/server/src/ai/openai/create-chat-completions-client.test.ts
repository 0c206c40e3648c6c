import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answer,
  delay,
  failWith,
  type FakeChatCompletions,
  rawBody,
  startFakeChatCompletions,
} from '../../../test/helpers/fake-chat-completions.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { createChatCompletionsClient } from './create-chat-completions-client.ts';

let fake: FakeChatCompletions;
beforeAll(async () => (fake = await startFakeChatCompletions()));
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const KEY = 'sk-test-secret-key-123';
const request = { model: 'm', messages: [{ role: 'user' as const, content: 'hola' }] };
const client = (timeoutMs = 2000, opts: { apiKey?: string } = { apiKey: KEY }) =>
  createChatCompletionsClient({ baseUrl: fake.url, apiKey: opts.apiKey, timeoutMs, retryDelayMs: 5 });

/** The error a call failed with, checked to be the gateway's own and free of the key. */
async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const err = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiProviderError);
  expect(String((err as Error).message)).not.toContain(KEY);
  return err as AiProviderError;
}

describe('chat-completions client', () => {
  it('posts to /chat/completions with the bearer key, JSON mode and temperature, and answers the content', async () => {
    fake.enqueue(answer('{"ok":true}'));
    const content = await client().complete({ ...request, temperature: 0.2, json: true });
    expect(content).toBe('{"ok":true}');
    const [sent] = fake.requests;
    expect(sent!.path).toBe('/v1/chat/completions');
    expect(sent!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body).toMatchObject({
      model: 'm',
      temperature: 0.2,
      response_format: { type: 'json_object' },
    });
  });

  it('sends no Authorization header when no key is set (local servers)', async () => {
    fake.enqueue(answer('hi'));
    await client(2000, {}).complete(request);
    expect(fake.requests[0]!.headers.authorization).toBeUndefined();
    expect(fake.requests[0]!.body.response_format).toBeUndefined();
  });

  it('retries once after a 500 and answers the second attempt', async () => {
    fake.enqueue(failWith(500), answer('second'));
    expect(await client().complete(request)).toBe('second');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries once after a 429, then gives up with the status', async () => {
    fake.enqueue(failWith(429), failWith(503), answer('never asked'));
    const err = await failure(client().complete(request));
    expect(err).toMatchObject({ kind: 'http', status: 503 });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.enqueue(failWith(400), answer('never asked'));
    expect(await failure(client().complete(request))).toMatchObject({ kind: 'http', status: 400 });
    expect(fake.requests).toHaveLength(1);
  });

  it('times out each attempt, retries once, then fails as a timeout', async () => {
    fake.enqueue(delay(3000), delay(3000), answer('never asked'));
    const started = Date.now();
    expect(await failure(client(100).complete(request))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers after a timeout when the retry is quick', async () => {
    fake.enqueue(delay(3000), answer('quick'));
    expect(await client(100).complete(request)).toBe('quick');
  });

  it('retries a connection that cannot be made, then fails as a network error', async () => {
    const closed = await startFakeChatCompletions();
    await closed.close();
    const offline = createChatCompletionsClient({
      baseUrl: closed.url,
      apiKey: KEY,
      timeoutMs: 1000,
      retryDelayMs: 5,
    });
    expect(await failure(offline.complete(request))).toMatchObject({ kind: 'network' });
  });

  it('calls a body that is not a chat completion malformed, without retrying', async () => {
    fake.enqueue(rawBody('<html>oops</html>'), rawBody('{"choices":[]}'));
    expect(await failure(client().complete(request))).toMatchObject({ kind: 'malformed' });
    expect(await failure(client().complete(request))).toMatchObject({ kind: 'malformed' });
    expect(fake.requests).toHaveLength(2);
  });
});
