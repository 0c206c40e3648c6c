import { describe, expect, it } from 'vitest';
import { nutritionFromText } from './nutrition-from-text.ts';

describe('nutritionFromText', () => {
  it("reads Paprika's free text, one nutrient a line, whatever the unit after", () => {
    const text = 'Calories: 250 kcal\nSaturated fat: 2 g\nFat: 8,5 g\nCarbohydrates: 30g\nProtein: 12 g';
    expect(nutritionFromText(text)).toEqual({
      calories: '250',
      fatContent: '8.5',
      carbohydrateContent: '30',
      proteinContent: '12',
    });
  });

  it('reads Catalan and Spanish names, and leaves out what is not written', () => {
    expect(nutritionFromText('Calories 320, proteïnes 9 g, greixos 14 g')).toEqual({
      calories: '320',
      proteinContent: '9',
      carbohydrateContent: undefined,
      fatContent: '14',
    });
  });

  it('answers nothing for empty or unrelated text', () => {
    expect(nutritionFromText('')).toBeUndefined();
    expect(nutritionFromText('Molt bona')).toBeUndefined();
    expect(nutritionFromText(undefined)).toBeUndefined();
  });
});
