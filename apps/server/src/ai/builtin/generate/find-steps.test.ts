import { describe, expect, it } from 'vitest';
import { findSteps } from './find-steps.ts';

describe('findSteps', () => {
  it('leaves out what stands among the steps without being one', () => {
    expect(
      findSteps([
        'Algú té la recepta de la coca?',
        'Para el caramelo: 6 cucharadas de azúcar.',
        'Strawberries to garnish.',
        'Bate los huevos con el azúcar y la leche.',
        'Conclusió: m’ha agradat molt fer-los amb la meva àvia.',
        'Ja em diràs!',
      ]),
    ).toEqual(['Bate los huevos con el azúcar y la leche.']);
  });

  it('keeps a telegraphic timed note that opens with its food, and a yield is no step', () => {
    expect(
      findSteps(['Salieron 6 raciones.', 'Sofreír el pollo, 20 min', 'tomate rallado y pimentón, 2 min']),
    ).toEqual(['Sofreír el pollo, 20 min.', 'Tomate rallado y pimentón, 2 min.']);
  });

  it('takes every step the cook numbered, whatever its verb', () => {
    const steps = ['Fem boletes i les arrebossem amb pinyons.', 'Les pintem amb el rovell.'];
    expect(findSteps(steps, true)).toHaveLength(2);
    expect(findSteps(steps)).toHaveLength(1);
  });
});
