import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/locale.ts';
import { formatAmounts } from './format-amounts.ts';

describe('a line’s amounts as a shopper reads them', () => {
  it.each([
    [[{ quantity: 1500, unit: 'g' }], '1,5 kg'],
    [[{ quantity: 1000, unit: 'g' }], '1 kg'],
    [[{ quantity: 999, unit: 'g' }], '1 kg'],
    [[{ quantity: 2250, unit: 'ml' }], '2,25 l'],
    [[{ quantity: 250, unit: 'ml' }], '250 ml'],
    [[{ quantity: 7.5, unit: 'g' }], '7,5 g'],
    [
      [
        { quantity: 200, unit: 'g' },
        { quantity: 2, unit: 'unitats' },
      ],
      '200 g + 2 unitats',
    ],
    [[{ quantity: 1, unit: 'unitats' }], '1 unitat'],
    [[{ quantity: 0.5, unit: 'unitats' }], '½ unitat'],
    [[{ quantity: 3, unit: 'cullerades' }], '3 cullerades'],
    [[{ quantity: 1.5, unit: 'tasses' }], '1 ½ tasses'],
    [[{ quantity: 2.4, unit: 'pessics' }], '2 pessics'],
    [[{ quantity: 3, unit: null }], '3'],
    [[], ''],
  ])('%j -> %s', (amounts, written) => {
    expect(formatAmounts(amounts)).toBe(written);
  });
});

// Known ids in the language shown, a unit the shopper typed as typed (docs/product.md "Languages").
describe('a line’s amounts with English shown', () => {
  beforeAll(() => changeLocale('en', false));
  afterAll(() => changeLocale('ca', false));

  it.each([
    [[{ quantity: 1500, unit: 'g' }], '1.5 kg'],
    [[{ quantity: 1, unit: 'unitats' }], '1 unit'],
    [[{ quantity: 0.5, unit: 'unitats' }], '½ unit'],
    [
      [
        { quantity: 200, unit: 'g' },
        { quantity: 3, unit: 'unitats' },
      ],
      '200 g + 3 units',
    ],
    [[{ quantity: 2, unit: 'pessics' }], '2 pinches'],
    [[{ quantity: 2, unit: 'llauna' }], '2 llauna'],
  ])('%j -> %s', (amounts, written) => {
    expect(formatAmounts(amounts)).toBe(written);
  });
});
