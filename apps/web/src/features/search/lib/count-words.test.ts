import { SEARCH_TOTAL_EXACT_MAX } from '@receptari/shared/search/search.rules';
import { describe, expect, it } from 'vitest';
import { countWords } from './count-words.ts';

describe('countWords', () => {
  it('says one recipe in the singular, and every other count in the plural', () => {
    expect(countWords(1, false)).toBe('1 recepta');
    expect(countWords(0, false)).toBe('0 receptes');
    expect(countWords(23, false)).toBe('23 receptes');
  });

  it('groups thousands the Catalan way', () => {
    expect(countWords(1234, false)).toBe('1.234 receptes');
    expect(countWords(SEARCH_TOTAL_EXACT_MAX, false)).toBe('10.000 receptes');
  });

  it('says "més de" when the count stopped at its cap', () => {
    expect(countWords(SEARCH_TOTAL_EXACT_MAX, true)).toBe('més de 10.000 receptes');
  });

  it('says "unes" for an estimate under the cap (a count that would have taken too long)', () => {
    expect(countWords(4300, true)).toBe('unes 4.300 receptes');
    expect(countWords(2, true)).toBe('unes 2 receptes');
  });
});
