import { describe, expect, it } from 'vitest';
import { findIngredientQuestion, saysWhatOneHas, withoutWhatIsLeft } from './find-ingredient-question.ts';

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

describe('what is left and what comes out of it ask what to cook (set 15)', () => {
  it('reads "només queden", "¿qué me sale?" as a cook-with, and "por qué me sale" as no such', () => {
    expect(
      findIngredientQuestion('A casa només queden 4 ous, 3 patates i una ceba. Idees?', 'ca')?.names,
    ).toEqual(['ous', 'patates', 'ceba']);
    expect(findIngredientQuestion('Tengo lentejas y cúrcuma. ¿Qué me sale?', 'es')?.names).toEqual([
      'lentejas',
      'cúrcuma',
    ]);
    expect(withoutWhatIsLeft('Tengo lentejas y cúrcuma. ¿Qué me sale?')).not.toMatch(/sale/u);
    expect(withoutWhatIsLeft('¿Por qué me sale amargo el curry?')).toMatch(/me sale/u);
  });

  it('tells the foods one has or lacks from a dish asked for', () => {
    expect(saysWhatOneHas('Només tinc farina normal per a la coca. Sortirà igual?')).toBe(true);
    expect(saysWhatOneHas("I don't have coconut milk for the curry")).toBe(true);
    expect(saysWhatOneHas('Fideuà per a 6, la de gambes i musclos.')).toBe(false);
  });
});
