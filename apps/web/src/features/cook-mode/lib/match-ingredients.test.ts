import { describe, expect, it } from 'vitest';
import { findIngredientMentions, mainWord, mentionedIngredients, sameWord } from './match-ingredients.ts';

const named = (step: string, names: string[]) =>
  findIngredientMentions(
    step,
    names.map((name) => ({ name })),
  ).map((m) => [names[m.ingredient], step.slice(m.start, m.end)]);

describe('sameWord', () => {
  it.each([
    ['ou', 'ous'],
    ['tomate', 'tomates'],
    ['ceba', 'cebes'],
    ['cebes', 'ceba'],
    ['pastanaga', 'pastanagues'],
    ['nuez', 'nueces'],
    ['carbasso', 'carbassons'],
    ['limon', 'limones'],
  ])('%s and %s', (a, b) => expect(sameWord(a, b)).toBe(true));

  it.each([
    ['sal', 'salsa'],
    ['oli', 'olives'],
    ['pa', 'pes'],
  ])('not %s and %s', (a, b) => expect(sameWord(a, b)).toBe(false));
});

describe('mainWord', () => {
  it('is the longest word of four letters or more, lower-cased and without accents', () => {
    expect(mainWord('Pit de pollastre')).toBe('pollastre');
    expect(mainWord('Tomàquets madurs')).toBe('tomaquets');
    expect(mainWord('sal')).toBeUndefined();
  });
});

describe('findIngredientMentions', () => {
  it('finds whole names and main words, accents and plurals aside', () => {
    expect(
      named('Talla les cebes i el tomàquet; afegeix-hi els ous i la sal.', [
        'Ceba tendra',
        'Tomaquets madurs',
        'Ou',
        'Sal',
        'Farina',
      ]),
    ).toEqual([
      ['Ceba tendra', 'cebes'],
      ['Tomaquets madurs', 'tomàquet'],
      ['Ou', 'ous'],
      ['Sal', 'sal'],
    ]);
  });

  it('keeps the longer of two overlapping mentions', () => {
    expect(named("Escalfa l'oli d'oliva i afegeix les olives.", ['oli d’oliva', 'olives negres'])).toEqual([
      ['oli d’oliva', "oli d'oliva"],
      ['olives negres', 'olives'],
    ]);
  });

  it('matches whole words only', () => {
    expect(named('Fes la salsa amb el salsitxó.', ['sal'])).toEqual([]);
  });

  it('lists each named ingredient once, in the order of the list', () => {
    const mentions = findIngredientMentions('Ous, farina i més ous.', [{ name: 'farina' }, { name: 'ous' }]);
    expect(mentionedIngredients(mentions)).toEqual([0, 1]);
  });
});
