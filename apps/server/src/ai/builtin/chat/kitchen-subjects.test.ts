import { describe, expect, it } from 'vitest';
import { findKitchenSubjects, isFactSubject, isKitchenSubject } from './kitchen-subjects.ts';

describe('kitchen subjects', () => {
  it('knows dishes the facts open with and foods of the taxonomy, in the three languages', () => {
    for (const word of ['sofregit', 'pessic', 'migas', 'cargols', 'trinxat', 'shrimp', 'llenties'])
      expect(isKitchenSubject(word), word).toBe(true);
  });

  it('reads no cooking word, rule word or off-topic word as a subject', () => {
    for (const word of ['recepta', 'receta', 'cooking', 'temperatura', 'agua', 'good', 'house', 'taula'])
      expect(isKitchenSubject(word), word).toBe(false);
  });

  it('names the subjects of a question', () => {
    expect(findKitchenSubjects('¿Por qué las migas me salen apelmazadas?')).toEqual(['migas']);
    expect(findKitchenSubjects('¿A qué temperatura tiene que estar el agua de la piscina?')).toEqual([]);
  });

  it('tells a fact subject the lexicon lacks from a food it knows', () => {
    expect(isFactSubject('sofregit')).toBe(true);
    expect(isFactSubject('tomàquet')).toBe(false);
  });
});
