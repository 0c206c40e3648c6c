import { describe, expect, it } from 'vitest';
import { wordSpellings } from './word-synonyms.ts';

describe('wordSpellings', () => {
  it("reaches a food's Catalan plurals from any of its names", () => {
    // The plural written out where the name's beginning is short ("ceb" is in too many words)...
    expect(wordSpellings('cebolla')).toContain('cebes');
    // ...else the beginning that singular and plural share.
    expect(wordSpellings('berenjena')).toContain('albergini');
    expect(wordSpellings('gambas').some((s) => 'gambes'.includes(s))).toBe(true);
  });

  it('writes -ca, -ga and -ja plurals as Catalan spells them', () => {
    expect(wordSpellings('naranja')).toContain('taronges');
  });
});
