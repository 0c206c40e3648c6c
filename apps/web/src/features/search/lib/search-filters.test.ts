import { describe, expect, it } from 'vitest';
import { writeSearchParams } from '@/api/recipes/search-recipes.ts';
import { NO_FILTERS, readSearchParams } from './search-filters.ts';

describe('search filters in the URL', () => {
  it('writes repeated parameters and reads them back unchanged', () => {
    const filters = {
      category: [4, 1],
      cuisine: [3],
      max_time: 30,
      ingredient: ['oli d’oliva', 'sal, fina'],
      difficulty: ['facil' as const, 'dificil' as const],
    };
    const params = writeSearchParams('arròs', filters);
    expect(params.toString()).toBe(
      'q=arr%C3%B2s&category=4&category=1&cuisine=3&max_time=30&ingredient=oli+d%E2%80%99oliva&ingredient=sal%2C+fina&difficulty=facil&difficulty=dificil',
    );
    expect(readSearchParams(new URLSearchParams(params.toString()))).toEqual({ q: 'arròs', filters });
  });

  it('reads comma lists, and drops what the server would refuse instead of failing', () => {
    const read = readSearchParams(
      new URLSearchParams('category=1,abc,-2,1&max_time=-5&difficulty=facil,molt&ingredient=%20&cuisine='),
    );
    expect(read).toEqual({ q: '', filters: { ...NO_FILTERS, category: [1], difficulty: ['facil'] } });
  });

  it('leaves a blank query out of the URL', () => {
    expect(writeSearchParams('   ', NO_FILTERS).toString()).toBe('');
  });
});
