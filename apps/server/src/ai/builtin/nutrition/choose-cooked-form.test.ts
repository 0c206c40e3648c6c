import { describe, expect, it } from 'vitest';
import { estimateNutrition } from './estimate-nutrition.ts';

const estimate = (name: string, quantity = '300', unit: 'g' | 'unitats' = 'g') =>
  estimateNutrition({ ingredients: [{ quantity, unit, name }], servings: 1 });

describe('cooked forms in the nutrition estimate', () => {
  it('counts cooked rice, pasta and potatoes with their cooked values, not the raw ones', () => {
    // SR28: raw long-grain rice 365 kcal/100 g, cooked 130.
    expect(estimate('arròs').calories).toBe(1095);
    expect(estimate('arròs bullit').calories).toBe(390);
    expect(estimate('arroz cocido').calories).toBe(390);
    expect(estimate('cooked rice').calories).toBe(390);
    expect(estimate('pasta cuita').calories).toBe(474);
    expect(estimate('macarrons bullits').calories).toBe(474);
    expect(estimate('patates bullides').calories).toBe(258);
  });

  it('counts cooked pulses and meat as cooked', () => {
    expect(estimate('cigrons cuits').calories).toBeLessThan(estimate('cigrons').calories / 2);
    expect(estimate('llenties cuites').calories).toBe(348);
    expect(estimate('pit de pollastre rostit').calories).toBe(495);
    expect(estimate('pit de pollastre').calories).toBe(360);
    expect(estimate('salmó al forn').unmatched).toEqual([]);
  });

  it('lists a line whose cooked form the table cannot weigh instead of counting it raw', () => {
    expect(estimate('patates fregides')).toMatchObject({ calories: 0, unmatched: ['patates fregides'] });
    expect(estimate('xai rostit')).toMatchObject({ calories: 0, unmatched: ['xai rostit'] });
    expect(estimate('calamars arrebossats')).toMatchObject({
      calories: 0,
      unmatched: ['calamars arrebossats'],
    });
  });
});
