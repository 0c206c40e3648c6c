import { describe, expect, it } from 'vitest';
import { normaliseQuantityText, parseQuantity } from './parse-quantity.ts';

describe('parseQuantity', () => {
  it.each([
    ['200', 200],
    ['0,5', 0.5],
    ['1.25', 1.25],
    ['1/2', 0.5],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['¾', 0.75],
    ['2-3', 2.5],
    ['2 - 3', 2.5],
    ['1,5-2,5', 2],
    ['2 a 3', 2.5],
    ['2 o 3', 2.5],
    ['mig', 0.5],
    ['una', 1],
    ['dues', 2],
    ['aprox. 100', 100],
    [' 3 ', 3],
  ])('reads %j as %d', (text, expected) => {
    expect(parseQuantity(text)).toBeCloseTo(expected, 6);
  });

  it.each(['', 'al gust', 'uns quants', '1/0', '2-3-4', 'un grapat'])('refuses %j', (text) => {
    expect(parseQuantity(text)).toBeNull();
  });
});

describe('normaliseQuantityText', () => {
  it('turns decimal commas, glyph fractions and number words into plain text', () => {
    expect(normaliseQuantityText('1½')).toBe('1 1/2');
    expect(normaliseQuantityText('0,75')).toBe('0.75');
    expect(normaliseQuantityText('Tres')).toBe('3');
  });
});
