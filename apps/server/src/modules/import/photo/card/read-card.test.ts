import { describe, expect, it } from 'vitest';
import { joinStepLines, readCard } from './read-card.ts';

const card = [
  'Escalivada de la Roser',
  'La fem cada estiu.',
  'Ingredients (per a 4 persones):',
  '2 albergínies',
  '- 3 pebrots vermells',
  'sal',
  'Preparació:',
  '1. Escalfa el forn a 200 graus i renta',
  'les verdures.',
  '2. Cou-les 45 minuts.',
  '3. Pela-les i talla-les.',
  'Consell:',
  'Millor l’endemà.',
];

describe('readCard', () => {
  it('finds the title, the note, the list and the steps under their headings', () => {
    const read = readCard(card);
    expect(read.title).toBe('Escalivada de la Roser');
    expect(read.note).toEqual(['La fem cada estiu.']);
    expect(read.ingredients).toEqual(['2 albergínies', '3 pebrots vermells', 'sal']);
    expect(read.steps).toEqual([
      'Escalfa el forn a 200 graus i renta les verdures.',
      'Cou-les 45 minuts.',
      'Pela-les i talla-les.',
    ]);
  });

  it('gives the text back with each step on one line', () => {
    expect(readCard(card).text).toEqual([
      ...card.slice(0, 7),
      '1. Escalfa el forn a 200 graus i renta les verdures.',
      '2. Cou-les 45 minuts.',
      '3. Pela-les i talla-les.',
      ...card.slice(11),
    ]);
  });

  it('reads Spanish and English headings', () => {
    for (const [list, steps] of [
      ['Ingredientes:', 'Elaboración:'],
      ['You will need:', 'Method'],
      ['INGREDIENTS', 'DIRECTIONS:'],
    ]) {
      const read = readCard(['Title', list!, '2 eggs', steps!, 'Beat the eggs.']);
      expect(read.ingredients).toEqual(['2 eggs']);
      expect(read.steps).toEqual(['Beat the eggs.']);
    }
  });

  it('without headings, takes the amount lines as the list and the numbered lines as the steps', () => {
    const read = readCard([
      'Truita',
      '4 ous',
      '2 patates',
      '1. Fregeix les patates.',
      '2. Bat els ous i qualla-ho.',
    ]);
    expect(read.title).toBe('Truita');
    expect(read.ingredients).toEqual(['4 ous', '2 patates']);
    expect(read.steps).toEqual(['Fregeix les patates.', 'Bat els ous i qualla-ho.']);
  });

  it('gives no parts for prose, which the autofill reads', () => {
    const read = readCard(['Per fer una truita necessitem 4 ous i 2 patates. Primer fregeix les patates.']);
    expect(read).toMatchObject({ title: '', ingredients: [], steps: [] });
  });
});

describe('joinStepLines', () => {
  it('opens a step at each number, also at the marks OCR makes of a handwritten one', () => {
    expect(joinStepLines(['|. Barreja la farina', 'i l’aigua.', 'U. Cou-la.', '3) Serveix.'])).toEqual([
      '|. Barreja la farina i l’aigua.',
      'U. Cou-la.',
      '3) Serveix.',
    ]);
  });

  it('without numbers, opens a step at a capital after a full stop', () => {
    expect(joinStepLines(['Trocea los tomates y', 'el pepino.', 'Tritura todo.', 'Cuélalo.'])).toEqual([
      'Trocea los tomates y el pepino.',
      'Tritura todo.',
      'Cuélalo.',
    ]);
  });
});
