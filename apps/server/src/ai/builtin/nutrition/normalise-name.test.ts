import { describe, expect, it } from 'vitest';
import { singularCandidates, tokeniseName } from './normalise-name.ts';

describe('tokeniseName', () => {
  it('lowercases, strips accents, elisions, articles and prepositions', () => {
    expect(tokeniseName("Oli d'Oliva Verge Extra")).toEqual(['oli', 'oliva', 'verge', 'extra']);
    expect(tokeniseName('Oli d’oliva')).toEqual(['oli', 'oliva']);
    expect(tokeniseName('Pit de pollastre')).toEqual(['pit', 'pollastre']);
    expect(tokeniseName('Aceite de oliva')).toEqual(['aceite', 'oliva']);
    expect(tokeniseName('Fresh basil leaves')).toEqual(['basil', 'leaves']);
    expect(tokeniseName('Tomàquets madurs')).toEqual(['tomaquets', 'madurs']);
    expect(tokeniseName('Champiñones')).toEqual(['champinones']);
  });

  it('joins the Catalan geminated l', () => {
    expect(tokeniseName('col·liflor')).toEqual(['colliflor']);
  });
});

describe('singularCandidates', () => {
  it.each([
    ['cebes', 'ceba'],
    ['patates', 'patata'],
    ['pastanagues', 'pastanaga'],
    ['taronges', 'taronja'],
    ['cigrons', 'cigro'],
    ['macarrons', 'macarro'],
    ['limones', 'limon'],
    ['tomates', 'tomate'],
    ['tomatoes', 'tomato'],
    ['cherries', 'cherry'],
    ['nueces', 'nuez'],
    ['ous', 'ou'],
    ['huevos', 'huevo'],
    ['vaques', 'vaca'],
  ])('offers %s → %s', (plural, singular) => {
    expect(singularCandidates(plural)).toContain(singular);
  });

  it('keeps the word itself first and leaves short words alone', () => {
    expect(singularCandidates('arros')[0]).toBe('arros');
    expect(singularCandidates('pa')).toEqual(['pa']);
  });
});
