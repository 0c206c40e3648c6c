import { describe, expect, it } from 'vitest';
import { convertToGrams } from './convert-to-grams.ts';
import { food } from './define-food.ts';

const oil = food('04053', 'oli', { density: 0.92 });
const egg = food('01123', 'ou', { piece: 50 });
const salt = food('02047', 'sal', { density: 1.2 });

describe('convertToGrams', () => {
  it('takes masses as they are', () => {
    expect(convertToGrams(200, 'gram', oil)).toBe(200);
    expect(convertToGrams(0.5, 'kilogram', oil)).toBe(500);
  });

  it('weighs volumes with the density', () => {
    expect(convertToGrams(100, 'milliliter', oil)).toBeCloseTo(92);
    expect(convertToGrams(1, 'liter', egg)).toBeCloseTo(1000);
    expect(convertToGrams(2, 'tablespoon', oil)).toBeCloseTo(27.6);
    expect(convertToGrams(1, 'teaspoon', salt)).toBeCloseTo(6);
    expect(convertToGrams(1, 'cup', oil)).toBeCloseTo(220.8);
  });

  it('counts a pinch as half a gram', () => {
    expect(convertToGrams(2, 'pinch', salt)).toBe(1);
  });

  it('counts pieces with the piece weight, and refuses to guess one', () => {
    expect(convertToGrams(3, 'piece', egg)).toBe(150);
    expect(convertToGrams(3, null, egg)).toBe(150);
    expect(convertToGrams(3, null, salt)).toBeNull();
    expect(convertToGrams(1, 'can', egg)).toBeNull();
  });
});
