import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../ai-provider-error.ts';
import { parseNutritionAnswer } from './parse-nutrition-answer.ts';

describe('parseNutritionAnswer', () => {
  it('rounds calories to a whole number and the rest to one decimal', () => {
    expect(
      parseNutritionAnswer('{"calories": 412.6, "protein": 14.04, "carbs": 71.25, "fats": 6.96}'),
    ).toEqual({
      calories: 413,
      protein: 14,
      carbs: 71.3,
      fats: 7,
      unmatched: [],
    });
  });

  it('accepts numbers sent as strings and a Markdown fence around the JSON', () => {
    const text = '```json\n{"calories": "250", "protein": "8.25", "carbs": 30, "fats": "0"}\n```';
    expect(parseNutritionAnswer(text)).toMatchObject({ calories: 250, protein: 8.3, fats: 0 });
  });

  it.each([
    ['not JSON', 'About 400 kcal per serving'],
    ['a missing key', '{"calories": 400, "protein": 10, "carbs": 50}'],
    ['a negative number', '{"calories": -1, "protein": 10, "carbs": 50, "fats": 3}'],
    ['words for a number', '{"calories": "unos 400", "protein": 10, "carbs": 50, "fats": 3}'],
    ['null', '{"calories": null, "protein": 10, "carbs": 50, "fats": 3}'],
    ['an array', '[400, 10, 50, 3]'],
  ])('refuses %s', (_what, text) => {
    expect(() => parseNutritionAnswer(text)).toThrow(AiProviderError);
  });
});
