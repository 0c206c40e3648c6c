import { describe, expect, it } from 'vitest';
import { amountFirst, findIngredients } from './find-ingredients.ts';

const rows = (sentence: string) =>
  findIngredients([sentence]).map((i) => [i.quantity, i.unit, i.name].join(' ').trim());

describe('findIngredients', () => {
  it('reads every amount of a clause, not only the first', () => {
    expect(rows('I softened an onion in 25 g of butter for 10 minutes.')).toEqual([
      '1 unitats onion',
      '25 g butter',
    ]);
  });

  it('ends a name where the clause goes on', () => {
    expect(rows("en una paella amb dues cullerades d'oli hi dauro 20 g de pinyons")).toEqual([
      '2 cullerada oli',
      '20 g pinyons',
    ]);
    expect(rows('voy echando 300 ml de fumet mientras muevo la cazuela')).toEqual(['300 ml fumet']);
    expect(rows('boil a kilo of potatoes till soft')).toEqual(['1 kg potatoes']);
    // "de la" inside a name is part of it.
    expect(rows('40 g pimentón de la Vera picante')).toEqual(['40 g pimentón de la Vera picante']);
  });

  it('reads an amount written after its food, after a comma, a dash or a space', () => {
    expect(amountFirst('harina de fuerza - 500 g')).toBe('500 g harina de fuerza');
    expect(amountFirst('all-purpose flour - 1 1/2 cups')).toBe('1 1/2 cups all-purpose flour');
    expect(amountFirst('almendra cruda pelada 200 g')).toBe('200 g almendra cruda pelada');
    expect(amountFirst('ceba, 1.')).toBe('1 ceba');
    // A sentence that does something is no list line.
    expect(amountFirst('Cou-ho 20 min')).toBe('Cou-ho 20 min');
  });

  it('names the food, not what it comes in; a clove is a piece of the food', () => {
    expect(rows('1 sobre de llevat químic')).toEqual(['1 unitats llevat químic']);
    expect(rows('un palo de canela')).toEqual(['1 unitats canela']);
    expect(rows('1 cabeza de ajos')).toEqual(['1 unitats ajos']);
    expect(rows('3 dientes de ajo')).toEqual(['3 unitats dientes de ajo']);
    expect(rows('1 lata atun')).toEqual(['1 unitats atun']);
    expect(findIngredients(['mash them with a knob of butter']).map((i) => i.name)).toEqual(['butter']);
  });

  it('leaves the cut out of a food counted in pieces, never out of a weighed or cooked one', () => {
    expect(rows('Després hi poses dos tomates ratllades')).toEqual(['2 unitats tomates']);
    expect(rows('1 pollo troceado')).toEqual(['1 unitats pollo']);
    expect(rows('100 g de formatge ratllat')).toEqual(['100 g formatge ratllat']);
    expect(rows('2 huevos cocidos')).toEqual(['2 unitats huevos cocidos']);
  });
});
