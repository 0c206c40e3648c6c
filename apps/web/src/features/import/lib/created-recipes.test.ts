import { describe, expect, it } from 'vitest';
import { createdRecipes } from './created-recipes.ts';

const titles: Record<string, string> = { a: 'Escudella', b: 'Fideuà', c: 'Crema catalana' };
const titleOf = (id: string) => titles[id] ?? id;

describe('createdRecipes', () => {
  it('names the new recipes by the titles sent, the failed ones left out', () => {
    const answer = { created: [41, 42], failed: [{ id: 'b', message: 'Massa llarga.' }] };
    expect(createdRecipes(['a', 'b', 'c'], answer, titleOf)).toEqual([
      { id: 41, title: 'Escudella' },
      { id: 42, title: 'Crema catalana' },
    ]);
  });

  it('names them by number when the answer does not add up', () => {
    expect(createdRecipes(['a', 'b'], { created: [41], failed: [] }, titleOf)).toEqual([
      { id: 41, title: '#41' },
    ]);
  });
});
