import { describe, expect, it } from 'vitest';
import { hasActionVerb, hasCookVerb, hasRestVerb, hasVerbInPosition } from './cooking-verbs.ts';

describe('verbs recognised by their stem in verb position', () => {
  it.each([
    'Pelo la carbassa i les tallo a daus.',
    'Es bullen els ous.',
    "S'estira la massa.",
    'Se pelan y se cortan las patatas.',
    'I peeled and sliced 4 apples.',
    'Lo cuelo y lo dejo en la nevera.',
    'Ho aboqueu al motlle.',
    'Aparte bates cuatro yemas con el azúcar.',
    'Gently folds in the flour.',
  ])('%s is an action', (clause) => {
    expect(hasActionVerb(clause)).toBe(true);
  });

  it('reads a participle after an adverb as describing, not acting', () => {
    expect(hasVerbInPosition('2 onions, finely chopped')).toBe(false);
  });

  it('knows cooking from resting whatever the person', () => {
    expect(hasCookVerb('Frío las patatas.')).toBe(true);
    expect(hasCookVerb('Se hornea a 190 grados.')).toBe(true);
    expect(hasCookVerb('I baked it for 40 minutes.')).toBe(true);
    expect(hasCookVerb('Las freí 20 minutos.')).toBe(true);
    expect(hasCookVerb('Després bullirem la carn 2 hores.')).toBe(true);
    expect(hasActionVerb('Corté las patatas.')).toBe(true);
    expect(hasRestVerb('Es deixa reposar mitja hora.')).toBe(true);
  });

  it('does not take a food, a dish or a participle for a verb', () => {
    for (const clause of ['Sal i pebre.', 'Amanida verda.', 'Brownie.', '2 patates bullides.']) {
      expect(hasActionVerb(clause)).toBe(false);
    }
  });

  it('reads a three-letter word after an article as a noun, after a clitic as a verb', () => {
    expect(hasRestVerb("Bulles l'aigua amb sal, com l'aigua de la mar.")).toBe(false);
    expect(hasActionVerb('Ho pos tot dins una greixonera.')).toBe(true);
  });
});
