import { describe, expect, it } from 'vitest';
import { extractKeywords } from './extract-keywords.ts';

describe('extractKeywords', () => {
  it('keeps the dish and its ingredients, accent-free, without the words of the request', () => {
    expect(extractKeywords('Dona’m una recepta fàcil de pollastre amb arròs')).toEqual(['pollastr', 'arro']);
    expect(extractKeywords('¿Tienes recetas de croquetas?')).toEqual(['croquet']);
    expect(extractKeywords('How do I cook lentils?')).toEqual(['lentil']);
  });

  it('answers nothing for a question with no dish in it', () => {
    expect(extractKeywords('Què puc cuinar avui?')).toEqual([]);
  });
});
