import { describe, expect, it } from 'vitest';
import { detectTimers } from './detect-timers.ts';
import { findIngredientMentions } from './match-ingredients.ts';
import { segmentStep } from './step-segments.ts';

describe('segmentStep', () => {
  it('cuts the step at its ingredients and timers, keeping every character', () => {
    const step = 'Cou la pasta 10 minuts i afegeix la salsa.';
    const ingredients = [{ name: 'pasta' }, { name: 'salsa de tomàquet' }];
    const segments = segmentStep(step, detectTimers(step), findIngredientMentions(step, ingredients));
    expect(segments).toEqual([
      { kind: 'text', text: 'Cou la ' },
      { kind: 'ingredient', text: 'pasta', ingredient: 0 },
      { kind: 'text', text: ' ' },
      { kind: 'timer', text: '10 minuts', timer: 0 },
      { kind: 'text', text: ' i afegeix la ' },
      { kind: 'ingredient', text: 'salsa', ingredient: 1 },
      { kind: 'text', text: '.' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(step);
  });

  it('lets a timer win over an ingredient inside its phrase', () => {
    const step = 'Deixa-ho mitja hora.';
    const segments = segmentStep(step, detectTimers(step), [{ ingredient: 0, start: 9, end: 14 }]);
    expect(segments.map((s) => s.kind)).toEqual(['text', 'timer', 'text']);
  });
});
