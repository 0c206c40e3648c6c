import { describe, expect, it } from 'vitest';
import { difficultyOf } from '../recipes/recipes.rules.ts';
import { DIFFICULTIES, DIFFICULTY_STEPS } from './search.rules.ts';

describe('DIFFICULTY_STEPS', () => {
  it('gives every step count exactly the difficulty difficultyOf gives it', () => {
    for (let steps = 0; steps <= 60; steps++) {
      const inRange = DIFFICULTIES.filter((d) => {
        const { min, max } = DIFFICULTY_STEPS[d];
        return (min === null || steps >= min) && (max === null || steps <= max);
      });
      expect(inRange).toEqual([difficultyOf(steps)]);
    }
  });
});
