import { describe, expect, it } from 'vitest';
import { createAiProvider } from './create-ai-provider.ts';

const base = { AI_PROVIDER: 'openai', AI_TIMEOUT_MS: 20_000 } as const;

describe('createAiProvider', () => {
  it('is builtin by default', () => {
    expect(createAiProvider({ AI_PROVIDER: 'builtin', AI_TIMEOUT_MS: 20_000 }).name).toBe('builtin');
  });

  it('is openai with a base URL and a model; the key is optional (local servers)', () => {
    const ai = createAiProvider({ ...base, AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3' });
    expect(ai.name).toBe('openai');
  });

  it('stops the start when openai lacks its base URL or model, naming what is missing', () => {
    expect(() => createAiProvider({ ...base, AI_MODEL: 'llama3' })).toThrow(/needs AI_BASE_URL to be set/);
    expect(() => createAiProvider({ ...base, AI_BASE_URL: 'http://x.test/v1' })).toThrow(/needs AI_MODEL to/);
    expect(() => createAiProvider({ ...base, AI_API_KEY: 'sk-secret' })).toThrow(/AI_BASE_URL and AI_MODEL/);
    expect(() => createAiProvider({ ...base, AI_API_KEY: 'sk-secret' })).not.toThrow(/sk-secret/);
  });
});
