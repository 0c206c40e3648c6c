import { describe, expect, it } from 'vitest';
import { tensWithUnits, withSpelledHundreds } from './spelled-numbers.ts';

describe('withSpelledHundreds', () => {
  it.each([
    ['a hundred and fifty grams of brown sugar', '150 grams of brown sugar'],
    ['two hundred grams of flour', '200 grams of flour'],
    ['one hundred and twenty-five ml', '125 ml'],
    ['cent cinquanta grams de sucre', '150 grams de sucre'],
    ['dos-cents grams de farina', '200 grams de farina'],
    ['dues-centes cinquanta', '250'],
    ['ciento cincuenta gramos', '150 gramos'],
    ['doscientos cincuenta gramos de harina', '250 gramos de harina'],
    ['quinientos gramos', '500 gramos'],
    ['Cien mililitros de aceite', '100 mililitros de aceite'],
  ])('writes %j as %j', (text, expected) => {
    expect(withSpelledHundreds(text)).toBe(expected);
  });

  it('leaves a share and what is no hundred alone', () => {
    expect(withSpelledHundreds('20 per cent')).toBe('20 per cent');
    expect(withSpelledHundreds('two eggs and fifty grams')).toBe('two eggs and fifty grams');
  });
});

describe('tensWithUnits', () => {
  it('spells the tens with a unit in the three languages', () => {
    const tens = tensWithUnits();
    expect(tens['vint-i-cinc']).toBe(25);
    expect(tens['treinta y cinco']).toBe(35);
    expect(tens['seventy-two']).toBe(72);
  });
});
