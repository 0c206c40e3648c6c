import { describe, expect, it } from 'vitest';
import { filterLives } from './filter-lives.ts';

const lives = [
  { id: 1, title: 'Arròs negre', chef: { name: 'xef_marta' } },
  { id: 2, title: 'Ramen de miso', chef: { name: 'xef_kenji' } },
];

describe('searching the live list', () => {
  it('finds by recipe title or chef name, ignoring case and accents', () => {
    expect(filterLives(lives, 'ARROS').map((l) => l.id)).toEqual([1]);
    expect(filterLives(lives, ' kenji ').map((l) => l.id)).toEqual([2]);
    expect(filterLives(lives, 'xef_').map((l) => l.id)).toEqual([1, 2]);
    expect(filterLives(lives, 'paella')).toEqual([]);
  });

  it('keeps every live for an empty search', () => {
    expect(filterLives(lives, '   ')).toBe(lives);
  });
});
