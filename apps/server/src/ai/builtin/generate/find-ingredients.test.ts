import { describe, expect, it } from 'vitest';
import { findIngredients } from './find-ingredients.ts';

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

  it('names the food, not what it comes in; a clove is a piece of the food', () => {
    expect(rows('1 sobre de llevat químic')).toEqual(['1 unitats llevat químic']);
    expect(rows('un palo de canela')).toEqual(['1 unitats canela']);
    expect(rows('1 cabeza de ajos')).toEqual(['1 unitats ajos']);
    expect(rows('3 dientes de ajo')).toEqual(['3 unitats dientes de ajo']);
    expect(findIngredients(['mash them with a knob of butter']).map((i) => i.name)).toEqual(['butter']);
  });

  it('leaves the cut out of a food counted in pieces, never out of a weighed or cooked one', () => {
    expect(rows('Després hi poses dos tomates ratllades')).toEqual(['2 unitats tomates']);
    expect(rows('1 pollo troceado')).toEqual(['1 unitats pollo']);
    expect(rows('100 g de formatge ratllat')).toEqual(['100 g formatge ratllat']);
    expect(rows('2 huevos cocidos')).toEqual(['2 unitats huevos cocidos']);
  });
});
