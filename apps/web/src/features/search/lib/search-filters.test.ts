import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from '@/api/recipes/list-params.ts';
import { writeSearchParams } from '@/api/recipes/search-recipes.ts';
import { effectiveSort } from '@receptari/shared/search/search.rules';
import { readSearchParams } from './search-filters.ts';

describe('search filters in the URL', () => {
  it('writes repeated parameters and reads them back unchanged', () => {
    const filters = {
      category: [4, 1],
      cuisine: [3],
      max_time: 30,
      ingredient: ['oli d’oliva', 'sal, fina'],
      without: ['ceba'],
      free_of: ['gluten' as const, 'milk' as const],
      diet: ['vegan' as const],
      difficulty: ['facil' as const, 'dificil' as const],
    };
    const params = writeSearchParams('arròs', filters, 'quickest');
    expect(params.toString()).toBe(
      'q=arr%C3%B2s&category=4&category=1&cuisine=3&max_time=30&ingredient=oli+d%E2%80%99oliva&ingredient=sal%2C+fina&without=ceba&free_of=gluten&free_of=milk&diet=vegan&difficulty=facil&difficulty=dificil&sort=quickest',
    );
    expect(readSearchParams(new URLSearchParams(params.toString()))).toEqual({
      q: 'arròs',
      filters,
      sort: 'quickest',
    });
  });

  it('reads comma lists, and drops what the server would refuse instead of failing', () => {
    const read = readSearchParams(
      new URLSearchParams(
        'category=1,abc,-2,1&max_time=-5&difficulty=facil,molt&ingredient=%20&cuisine=&free_of=milk,marisc&diet=keto,vegan&sort=alfabetic',
      ),
    );
    expect(read).toEqual({
      q: '',
      filters: { ...NO_FILTERS, category: [1], difficulty: ['facil'], free_of: ['milk'], diet: ['vegan'] },
      sort: 'recent',
    });
  });

  it('keeps a name both wanted and left out as wanted only, as the server refuses both', () => {
    const read = readSearchParams(new URLSearchParams('ingredient=Ceba&without=ceba%20&without=all'));
    expect(read.filters.ingredient).toEqual(['Ceba']);
    expect(read.filters.without).toEqual(['all']);
  });

  it('leaves a blank query and the default order out of the URL', () => {
    expect(writeSearchParams('   ', NO_FILTERS).toString()).toBe('');
    expect(writeSearchParams('', NO_FILTERS, 'recent').toString()).toBe('');
  });

  it('orders by relevance only with words to match', () => {
    expect(effectiveSort('arròs', 'relevance')).toBe('relevance');
    expect(effectiveSort('  ', 'relevance')).toBe('recent');
    expect(effectiveSort('', 'popular')).toBe('popular');
  });
});
