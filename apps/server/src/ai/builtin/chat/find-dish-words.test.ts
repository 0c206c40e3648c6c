import { describe, expect, it } from 'vitest';
import { clauseEnds, dishNeeds, placesIn, titleNames } from './find-dish-words.ts';

const lists = (question: string, title: string) => titleNames(title, dishNeeds(question));

describe('a recipe is listed only when its title names what the question does', () => {
  it('needs the dish with its qualifier, not a title sharing one word', () => {
    expect(lists('can you give me a recipe for crema catalana', 'Crema catalana')).toBe(true);
    expect(lists('can you give me a recipe for crema catalana', 'Crema de carbassa i gingebre')).toBe(false);
    expect(lists('recepta arros al forn', 'Arròs al forn')).toBe(true);
    expect(lists('recepta arros al forn', 'Pastís de formatge al forn')).toBe(false);
  });

  it('needs every food named, and a short stem matches a whole word only', () => {
    expect(lists("ous durs per l'amanida, quant rato?", 'Amanida grega')).toBe(false);
    expect(lists('banana bread recipe pls', 'Pancakes amb nabius')).toBe(false);
    expect(lists('Receptes de llenties', 'Llenties estofades amb xoriço')).toBe(true);
  });

  it('reads a verb after a clause-opening pronoun as no food, and where clauses end', () => {
    expect(placesIn('¿Me pasas la receta de los tacos?')).toContain('pasas');
    expect(placesIn('Show me pasta recipes')).not.toContain('pasta');
    expect(placesIn('En Chile no hay nata para montar, ¿qué uso?')).toEqual(new Set(['chile']));
    expect(dishNeeds('Quiero tacos. ¿Me pasas receta?').flat()).not.toContain('raisin');
    expect(clauseEnds('ceviche, ¿tenéis receta?')).toEqual([true, false, true]);
    // "Vaig fer pa amb tomàquet, i ara?": "i" is no qualifier of the tomato.
    expect(lists('pa amb tomàquet, i ara què?', 'Pa amb tomàquet i pernil')).toBe(true);
  });
});

describe('a word of the question’s language is never another language’s food', () => {
  it('reads English "all" as no garlic and "pan" as no bread, but keeps them in Catalan and Spanish', () => {
    expect(dishNeeds('All I have is rice, any recipe?', undefined, 'en').flat()).not.toContain('all');
    expect(dishNeeds('One pan rice recipe?', undefined, 'en').flat()).not.toContain('pa');
    expect(dishNeeds('One pan rice recipe?').flat()).toContain('pa');
    expect(dishNeeds('Tens receptes amb all?', undefined, 'ca').flat()).toContain('all');
  });
});

describe('a request names its dish, not the verb that asks for it (set 9)', () => {
  it('lists the fish recipes for "quines receptes de peix teniu?"', () => {
    expect(lists('Quines receptes de peix teniu?', 'Suquet de peix')).toBe(true);
    expect(lists('Got a Thai recipe with prawns?', 'Pad thai de gambes')).toBe(true);
  });

  it('reads an English plural in -ies as its food in the three languages (set 15)', () => {
    expect(lists('pancakes with blueberries please, any recipe?', 'Pancakes amb nabius')).toBe(true);
  });
});
