import { describe, expect, it } from 'vitest';
import { estimateNutrition } from './estimate-nutrition.ts';

describe('estimateNutrition', () => {
  it('answers zeros for an empty list', () => {
    expect(estimateNutrition({ ingredients: [], servings: 4 })).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fats: 0,
      unmatched: [],
    });
  });

  it('sums SR28 values for the grams and rounds per serving', () => {
    // 100 g of sugar: 387 kcal, 99.98 g carbs; 2 eggs (100 g): 143 kcal, 12.56 protein, 0.72 carbs, 9.51 fats.
    const once = estimateNutrition({
      servings: 1,
      ingredients: [
        { quantity: '100', unit: 'g', name: 'sucre' },
        { quantity: '2', unit: 'unitats', name: 'ous' },
      ],
    });
    expect(once).toEqual({ calories: 530, protein: 12.6, carbs: 100.7, fats: 9.5, unmatched: [] });
    const halved = estimateNutrition({
      servings: 2,
      ingredients: [
        { quantity: '100', unit: 'g', name: 'sucre' },
        { quantity: '2', unit: 'unitats', name: 'ous' },
      ],
    });
    expect(halved).toEqual({ calories: 265, protein: 6.3, carbs: 50.4, fats: 4.8, unmatched: [] });
  });

  it('treats fewer than one serving as one', () => {
    const estimate = estimateNutrition({
      servings: 0,
      ingredients: [{ quantity: '100', unit: 'g', name: 'sucre' }],
    });
    expect(estimate.calories).toBe(387);
  });

  it('lists unknown names with their original text and adds nothing for them', () => {
    const estimate = estimateNutrition({
      servings: 1,
      ingredients: [
        { quantity: '100', unit: 'g', name: 'Pols de Lluna' },
        { quantity: '100', unit: 'g', name: 'Sucre' },
      ],
    });
    expect(estimate.unmatched).toEqual(['Pols de Lluna']);
    expect(estimate.calories).toBe(387);
  });

  it('counts a seasoning to taste as 0 g without reporting it', () => {
    const estimate = estimateNutrition({
      servings: 1,
      ingredients: [
        { quantity: '', unit: '', name: 'sal' },
        { quantity: '', unit: '', name: 'pebre al gust' },
      ],
    });
    expect(estimate).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] });
  });

  it('reports a count it cannot weigh and an amount it cannot read', () => {
    const estimate = estimateNutrition({
      servings: 1,
      ingredients: [
        { quantity: '', unit: '', name: '1 llauna de tonyina' },
        { quantity: '3', unit: 'unitats', name: 'sal' },
        { quantity: 'un grapat', unit: 'g', name: 'ametlles' },
        { quantity: '', unit: '', name: '1 llauna de tomàquet' },
        { quantity: '', unit: '', name: 'un grapat de nous' },
      ],
    });
    expect(estimate.unmatched).toEqual([
      '1 llauna de tonyina',
      'sal',
      'ametlles',
      '1 llauna de tomàquet',
      'un grapat de nous',
    ]);
    expect(estimate.calories).toBe(0);
  });

  it('skips headings', () => {
    const estimate = estimateNutrition({
      servings: 1,
      ingredients: [{ quantity: '', unit: '', name: 'Per a la salsa:' }],
    });
    expect(estimate.unmatched).toEqual([]);
  });
});
