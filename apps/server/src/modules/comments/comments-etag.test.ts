import { describe, expect, it } from 'vitest';
import { commentsEtag, etagMatches } from './comments-etag.ts';

describe('comments ETag', () => {
  const tag = commentsEtag(7, { count: 3, latest: '2025-01-01 10:00:00.123456+00' });

  it('is weak and changes with the recipe, the count and the latest change', () => {
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(commentsEtag(7, { count: 3, latest: '2025-01-01 10:00:00.123456+00' })).toBe(tag);
    expect(commentsEtag(8, { count: 3, latest: '2025-01-01 10:00:00.123456+00' })).not.toBe(tag);
    expect(commentsEtag(7, { count: 2, latest: '2025-01-01 10:00:00.123456+00' })).not.toBe(tag);
    expect(commentsEtag(7, { count: 3, latest: '2025-01-01 10:00:00.123457+00' })).not.toBe(tag);
  });

  it('matches If-None-Match weakly, in a list, or as *', () => {
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagMatches('', tag)).toBe(false);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
  });
});
