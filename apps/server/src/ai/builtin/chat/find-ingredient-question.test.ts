import { describe, expect, it } from 'vitest';
import { findIngredientQuestion } from './find-ingredient-question.ts';

describe('the foods of a "what can I cook with" question', () => {
  it('leaves out the question language’s own words that spell another language’s food', () => {
    // "All" is Catalan garlic; in an English question it is "all I have" (sets 8 and 9, row 90).
    expect(
      findIngredientQuestion('All I have is rice, a tin of tuna and some mayo. Any recipe?', 'en')?.names,
    ).toEqual(['rice', 'tuna', 'mayo']);
    expect(findIngredientQuestion('Tinc all i tomàquets, què faig?', 'ca')?.names).toEqual([
      'all',
      'tomàquets',
    ]);
  });
});

describe('the stems a best fit looks for in ingredient lines', () => {
  it('has each food as written and by its Catalan name, a stressed last vowel kept', () => {
    const stems = findIngredientQuestion('Tengo repollo, cordero y calabacín, ¿qué hago?', 'es')?.lineStems;
    expect(stems?.catalan).toEqual(['col', 'xai', 'carbasso']);
    expect(stems?.own).toEqual(['repoll', 'corder', 'calabacin']);
  });
});
