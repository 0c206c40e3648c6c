import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/api/admin/keys.ts';
import { refreshWordedAnswers } from './refresh-worded-answers.ts';

describe('refreshWordedAnswers (a change of language)', () => {
  it('marks the refusals and the review queue to be asked again, and keeps every other answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(adminKeys.pending(), { recipes: [] });
    client.setQueryData(['recipes', 'popular'], { recipes: [] });
    await client
      .fetchQuery({ queryKey: ['recipes', 7], queryFn: () => Promise.reject(new Error('No trobada')) })
      .catch(() => undefined);

    refreshWordedAnswers(client);

    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(adminKeys.pending())).toBe(true);
    expect(invalidated(['recipes', 7])).toBe(true);
    expect(invalidated(['recipes', 'popular'])).toBe(false);
  });
});
