import { INGREDIENT_NAME_MAX } from '@receptari/shared/recipes/recipes.rules';
import { describe, expect, it } from 'vitest';
import { ingredientRow } from './ingredient-row.ts';

const row = (line: string) => ingredientRow(line).row;

describe('ingredientRow', () => {
  it.each([
    ['200 g de farina', { quantity: '200', unit: 'g', name: 'farina' }],
    ["320 g d'arròs bomba", { quantity: '320', unit: 'g', name: 'arròs bomba' }],
    ['1 cullerada d’oli d’oliva', { quantity: '1', unit: 'cullerada', name: 'oli d’oliva' }],
    ['1 l de llet sencera', { quantity: '1', unit: 'l', name: 'llet sencera' }],
    ['1,2 l de fumet', { quantity: '1.2', unit: 'l', name: 'fumet' }],
    ['6 ous', { quantity: '6', unit: 'unitats', name: 'ous' }],
    ['2 cucharadas de aceite', { quantity: '2', unit: 'cullerada', name: 'aceite' }],
    ['2 1/4 cups all-purpose flour', { quantity: '2 1/4', unit: 'tassa', name: 'all-purpose flour' }],
    ['75g chorizo, sliced', { quantity: '75', unit: 'g', name: 'chorizo, sliced' }],
  ])('%s', (line, expected) => expect(row(line)).toEqual(expected));

  it('converts a unit the form lacks', () => {
    expect(row('1 pound sweet Italian sausage')).toEqual({
      quantity: '453.6',
      unit: 'g',
      name: 'sweet Italian sausage',
    });
  });

  it('keeps both ends of a range', () => {
    expect(row('2-3 tomàquets')).toMatchObject({ quantity: '2-3', name: 'tomàquets' });
  });

  it('a line without an amount stays whole; a heading is marked', () => {
    expect(ingredientRow('Sal')).toEqual({
      row: { quantity: '', unit: '', name: 'Sal' },
      header: false,
      unread: false,
    });
    expect(ingredientRow('Per a la beixamel:').header).toBe(true);
  });

  it('collapses white space and keeps to the column', () => {
    expect(row('  200   g   de   sucre ')).toEqual({ quantity: '200', unit: 'g', name: 'sucre' });
    expect(row(`Sal ${'i pebre '.repeat(50)}`).name).toHaveLength(INGREDIENT_NAME_MAX);
  });
});
