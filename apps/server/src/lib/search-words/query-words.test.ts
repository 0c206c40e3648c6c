import { describe, expect, it } from 'vitest';
import { queryWords } from './query-words.ts';

const within = (q: string) => queryWords(q).map((word) => word.within);

describe('a search text as words and their spellings', () => {
  it('keeps a single token as typed, folded, as its first spelling', () => {
    expect(queryWords('50%')).toEqual([{ within: ['50%'], whole: [] }]);
    expect(queryWords('  TÓ ')).toEqual([{ within: ['to'], whole: [] }]);
  });

  it('finds the singular and plural of a word, and its names in the three languages', () => {
    const [alvocats] = within('alvocats');
    expect(alvocats).toEqual(expect.arrayContaining(['alvoc', 'aguacat', 'avocado']));
    const [pebrots] = within('Pebrots');
    expect(pebrots).toEqual(expect.arrayContaining(['pebrot', 'pimiento', 'bell pepper']));
    const [pimiento] = within('pimiento');
    expect(pimiento).toEqual(expect.arrayContaining(['pebrot', 'pimiento']));
    const [tomatoes] = within('tomatoes');
    expect(tomatoes).toEqual(expect.arrayContaining(['tomaquet', 'tomat']));
  });

  it('matches names under three letters as whole words, not inside others', () => {
    expect(queryWords('huevos')[0]).toMatchObject({ whole: ['ou'] });
    expect(within('huevos')[0]).toEqual(expect.arrayContaining(['huevo', 'egg']));
    expect(within('eggs')[0]).toEqual(expect.arrayContaining(['huevo', 'egg']));
  });

  it('leaves out a stem that would find another food', () => {
    // "pebr" is in pebre (black pepper) and "chick" in chickpea.
    expect(within('pebrots')[0]).not.toContain('pebr');
    expect(within('pollastre')[0]).not.toContain('chick');
    // "patat" is in "patata dolça" too, which "patata" already finds: kept, it finds "patates".
    expect(within('potatoes')[0]).toContain('patat');
  });

  it('ANDs the words, without joining words, and ignores case and accents', () => {
    expect(within('Arròs amb pollastre')).toEqual(within('arros  POLLASTRE'));
    expect(within('Arròs amb pollastre')).toHaveLength(2);
    expect(within('de la')).toEqual([['de la']]); // only joining words: the text as it is
  });

  it('keeps a quoted phrase as one substring', () => {
    expect(queryWords('"Pa amb tomàquet"')).toEqual([{ within: ['pa amb tomaquet'], whole: [] }]);
  });

  it('drops a spelling that a shorter one already finds', () => {
    for (const word of queryWords('huevos amb cebes tomatoes')) {
      for (const a of word.within) {
        expect(
          word.within.filter((b) => b !== a && a.includes(b)),
          a,
        ).toEqual([]);
      }
    }
  });
});
