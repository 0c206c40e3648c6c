import { describe, expect, it } from 'vitest';
import { dishNeeds, titleNames } from './find-dish-words.ts';

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
});
