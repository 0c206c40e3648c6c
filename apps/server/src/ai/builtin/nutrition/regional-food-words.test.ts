import { describe, expect, it } from 'vitest';
import { findFood } from './find-food.ts';
import { standardiseFoodWords } from './regional-food-words.ts';

describe('regional food words (issue 34)', () => {
  it('reads them as the standard word, keeping the rest as written', () => {
    expect(standardiseFoodWords('Quant dura el brou a sa gelera?')).toBe('Quant dura el brou a la nevera?');
    expect(standardiseFoodWords('Fregeixo les creïlles i la tomaca')).toBe(
      'Fregeixo les patates i la tomàquet',
    );
    expect(standardiseFoodWords('una tomata ratllada')).toBe('una tomàquet ratllada');
    expect(standardiseFoodWords('¿Cuánta azucar impalpable lleva?')).toBe('¿Cuánta azúcar glas lleva?');
    expect(standardiseFoodWords('how long do I roast zucchini')).toBe('how long do I roast courgette');
  });

  it('leaves a word that only contains one, and lard, alone', () => {
    expect(standardiseFoodWords('papallona de papaya')).toBe('papallona de papaya');
    expect(standardiseFoodWords('manteca de cerdo o manteca?')).toBe('manteca de cerdo o mantequilla?');
  });

  it('serves the food lexicon: nutrition and autofill read the regional word as its food', () => {
    expect(findFood('500 g de creïlles')?.aliases[0]).toBe(findFood('patates')?.aliases[0]);
    expect(findFood('jitomates')?.aliases[0]).toBe(findFood('tomates')?.aliases[0]);
    expect(findFood('bajoques')?.aliases[0]).toBe(findFood('mongetes tendres')?.aliases[0]);
  });
});
