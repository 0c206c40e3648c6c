import { describe, expect, it } from 'vitest';
import { agreedStems, searchableStems, stemKey, wordStems } from './stem-word.ts';

describe('the Snowball stems of a folded word', () => {
  it('stems in Catalan, Spanish and English', () => {
    expect(wordStems('alvocats')).toContain('alvoc'); // Catalan
    expect(wordStems('pimientos')).toContain('pimient'); // Spanish
    expect(wordStems('tomatoes')).toContain('tomato'); // English
  });

  it('gives one key to the forms of a word in each language', () => {
    for (const [a, b] of [
      ['alvocats', 'alvocat'],
      ['huevos', 'huevo'],
      ['eggs', 'egg'],
      ['tomaquets', 'tomaquet'],
      ['patates', 'patata'],
    ]) {
      expect(stemKey(a!), a).toBe(stemKey(b!));
    }
    expect(stemKey('pebre')).not.toBe(stemKey('ceba'));
  });

  it('searches only stems that are a shorter beginning of the word, of five letters or more', () => {
    expect(searchableStems('alvocats')).toEqual(expect.arrayContaining(['alvoc', 'alvocat']));
    expect(searchableStems('arros')).toEqual([]); // "arr" and "arro" are inside too many words
    expect(searchableStems('ceba')).toEqual([]);
    expect(searchableStems('pa amb tomaquet')).toEqual([]); // a phrase is not stemmed
  });

  it("keeps a synonym's stem only where two languages agree on it", () => {
    expect(agreedStems('patata')).toEqual(['patat']);
    expect(agreedStems('alvocat')).toEqual([]);
  });
});
