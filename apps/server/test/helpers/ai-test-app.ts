import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type FakeChatCompletions, startFakeChatCompletions } from './fake-chat-completions.ts';

/** The provider key of the OpenAI-compatible test apps: no answer may ever carry it. */
export const TEST_AI_KEY = 'sk-receptari-test-3f9a1c7e';
export const TEST_AI_MODEL = 'llama-test-70b';

/**
 * An app whose AI provider is the OpenAI-compatible one, aimed at a fresh local fake server with
 * a short timeout; `dispose` closes both. One second: the timeout tests' provider waits five, and
 * at 300 ms a first answer on a loaded machine timed out and was asked again.
 */
export async function buildOpenAiTestApp(
  env: Record<string, string> = {},
): Promise<{ app: TestApp; fake: FakeChatCompletions; dispose(): Promise<void> }> {
  const fake = await startFakeChatCompletions();
  const app = await buildTestApp({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.url,
    AI_API_KEY: TEST_AI_KEY,
    AI_MODEL: TEST_AI_MODEL,
    AI_TIMEOUT_MS: '1000',
    ...env,
  });
  return {
    app,
    fake,
    async dispose() {
      await app.dispose();
      await fake.close();
    },
  };
}

/** POSTs a JSON body to an AI route and checks the answer does not leak the key. */
export async function postAi(
  app: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers });
  expect(res.body).not.toContain(TEST_AI_KEY);
  return res;
}
