import { describe, expect, it } from 'vitest';
import { stepsOf } from './steps-of.ts';

const step = (text: string) => ({ '@type': 'HowToStep', text });

describe('stepsOf', () => {
  it('HowToStep texts, and a step with only a name', () => {
    expect(stepsOf([step('Bateu els ous.'), { '@type': 'HowToStep', name: 'Qualleu la truita.' }])).toEqual([
      'Bateu els ous.',
      'Qualleu la truita.',
    ]);
  });

  it('HowToSection groups in order, nested sections too, with their names left out', () => {
    const instructions = [
      {
        '@type': 'HowToSection',
        name: 'La massa',
        itemListElement: [step('Pasteu.'), step('Deixeu reposar.')],
      },
      {
        '@type': 'HowToSection',
        name: 'El farcit',
        itemListElement: [
          { '@type': 'HowToSection', name: 'La salsa', itemListElement: [step('Sofregiu la ceba.')] },
          step('Farciu la massa.'),
        ],
      },
    ];
    expect(stepsOf(instructions)).toEqual([
      'Pasteu.',
      'Deixeu reposar.',
      'Sofregiu la ceba.',
      'Farciu la massa.',
    ]);
  });

  it('an ItemList of steps, and itemListElement without a type', () => {
    expect(stepsOf({ '@type': 'ItemList', itemListElement: [{ text: 'U.' }, { text: 'Dos.' }] })).toEqual([
      'U.',
      'Dos.',
    ]);
    expect(stepsOf({ itemListElement: [step('Tres.')] })).toEqual(['Tres.']);
  });

  it('a list of texts, numbering and HTML removed, <br> as a new step', () => {
    expect(stepsOf(['1. Renteu els calçots.', 'Pas 2: Coeu-los a la brasa.', 'Step 3 - Serviu.'])).toEqual([
      'Renteu els calçots.',
      'Coeu-los a la brasa.',
      'Serviu.',
    ]);
    expect(stepsOf([step('<p>Rosseu el pollastre.<br/>Reserveu-lo.</p>')])).toEqual([
      'Rosseu el pollastre.',
      'Reserveu-lo.',
    ]);
  });

  it('one text: a step per line, or per sentence when it is one paragraph', () => {
    expect(stepsOf('Sofregiu.\nAfegiu-hi l’arròs.\nCoeu-ho.')).toEqual([
      'Sofregiu.',
      'Afegiu-hi l’arròs.',
      'Coeu-ho.',
    ]);
    expect(stepsOf('Bulliu la llet. Bateu els rovells amb 200 g de sucre! ¿Llest? Cremeu-lo.')).toEqual([
      'Bulliu la llet.',
      'Bateu els rovells amb 200 g de sucre!',
      '¿Llest?',
      'Cremeu-lo.',
    ]);
    expect(stepsOf(['Coeu-ho 1.5 hores. Serviu.'])).toEqual(['Coeu-ho 1.5 hores.', 'Serviu.']);
  });

  it('nothing to read', () => {
    expect(stepsOf(undefined)).toEqual([]);
    expect(stepsOf('')).toEqual([]);
    expect(stepsOf([{ '@type': 'HowToStep' }])).toEqual([]);
  });
});
