import { describe, expect, it } from 'vitest';
import { ownText } from './own-export.ts';

describe('ownText', () => {
  it('reads a Receptari export as typed: paragraphs, lines, numbers and "<" stay', () => {
    expect(
      ownText({
        name: ' Escudella ',
        description: 'Per al fred.\n\nAmb «galets».',
        'receptari:explanation': 'Primer.\n\nDesprés.',
        'receptari:ingredients': [],
        recipeInstructions: [
          { '@type': 'HowToStep', text: '5-10 minuts abans, els galets.' },
          { '@type': 'HowToStep', text: 'Barregeu:\n- la carn\n- l’ou' },
          'A menys de 90 °C (< 90 °C i > 80 °C).',
          { '@type': 'HowToStep', text: '  ' },
        ],
      }),
    ).toEqual({
      title: 'Escudella',
      description: 'Per al fred.\n\nAmb «galets».',
      explanation: 'Primer.\n\nDesprés.',
      steps: [
        '5-10 minuts abans, els galets.',
        'Barregeu:\n- la carn\n- l’ou',
        'A menys de 90 °C (< 90 °C i > 80 °C).',
      ],
    });
  });

  it('is null for any other page’s Recipe, and for another app’s notes carried as the explanation', () => {
    expect(ownText({ '@type': 'Recipe', name: 'Paella', recipeInstructions: 'Coeu l’arròs.' })).toBeNull();
    expect(
      ownText({ name: 'Crema', 'receptari:explanation': 'Millor freda.', recipeInstructions: 'A.\nB.' }),
    ).toBeNull();
  });
});
