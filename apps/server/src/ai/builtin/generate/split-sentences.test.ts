import { describe, expect, it } from 'vitest';
import {
  numberedSteps,
  splitClauses,
  splitSentences,
  splitStepClauses,
  toStepText,
} from './split-sentences.ts';

describe('toStepText', () => {
  it("drops the method's label before the first step", () => {
    expect(toStepText('Preparación: Cuece la pasta 10 minutos.')).toBe('Cuece la pasta 10 minutos.');
    expect(toStepText('Método: corta la cebolla')).toBe('Corta la cebolla.');
  });
});

describe('splitSentences', () => {
  it('cuts steps numbered inside a line and leaves no number in them', () => {
    expect(splitSentences('Passos: 1) Renta les patates. 2) Pica la ceba. 3) Bull-ho 20 minuts.')).toEqual([
      'Passos:',
      'Renta les patates.',
      'Pica la ceba.',
      'Bull-ho 20 minuts.',
    ]);
    expect(splitSentences('Pasos:\n1. Calienta la leche.\n2. Bate las yemas.')).toEqual([
      'Pasos:',
      'Calienta la leche.',
      'Bate las yemas.',
    ]);
  });

  it('keeps decimals and abbreviations whole and cuts a sentence begun in lowercase', () => {
    expect(splitSentences('Posa 1,5 kg de farina, aprox. 5 min. després bull-ho')).toEqual([
      'Posa 1,5 kg de farina, aprox. 5 min.',
      'després bull-ho',
    ]);
  });

  it('cuts notes at their bars and dots', () => {
    expect(splitSentences("4 persones · prep 5' · cocció 20'")).toEqual([
      '4 persones',
      "prep 5'",
      "cocció 20'",
    ]);
  });

  it('cuts steps named "Pas 1.", "Step 2:" and leaves the name out', () => {
    expect(splitSentences('Step 1: Fry the onion. Step 2: Add the fish.\nPas 3. Bull-ho 10 minuts.')).toEqual(
      ['Fry the onion.', 'Add the fish.', 'Bull-ho 10 minuts.'],
    );
  });
});

describe('numberedSteps', () => {
  it("leaves out a blog's table of contents numbered above the method", () => {
    const post =
      'Tabla de contenidos\n1. ¿Por qué te van a encantar?\n2. Ingredientes\n3. Receta\n\nReceta\n1. Tritura los garbanzos.\n2. Cocina las hamburguesas 8 minutos.';
    expect(numberedSteps(post)).toEqual(['Tritura los garbanzos.', 'Cocina las hamburguesas 8 minutos.']);
    const parts =
      'Per a la massa:\n1. Pasta la farina.\n2. Deixa-la reposar.\nPer al farcit:\n1. Sofregeix la ceba.\n2. Afegeix la carn.';
    expect(numberedSteps(parts)).toHaveLength(4);
  });

  it('keeps the numbered steps, and after them only a line that times something', () => {
    const sheet =
      'Lluç bullit\nRació: 1\n- 150 g de lluç\n- julivert\nElaboració:\n1. Pelar la patata.\n' +
      '2. Bullir la patata 15 minuts.\nObservacions: servir tebi. No afegir sal a taula.';
    expect(numberedSteps(sheet)).toEqual(['Pelar la patata.', 'Bullir la patata 15 minuts.']);
    expect(
      numberedSteps('Steps: 1) Mash the bananas. 2) Bake for 55 minutes.\nLet it cool for 10 minutes.'),
    ).toEqual(['Mash the bananas.', 'Bake for 55 minutes.', 'Let it cool for 10 minutes.']);
    expect(numberedSteps('Bull la pasta 10 minuts. Escorre-la.')).toBeNull();
  });

  it('keeps a clause set between commas after "and" with the step it opens', () => {
    expect(splitStepClauses('Se echa el agua con sal y, cuando hierva, la harina de golpe.')).toEqual([
      'Se echa el agua con sal y, cuando hierva, la harina de golpe.',
    ]);
    expect(splitClauses('Se echa el agua con sal y, cuando hierva, la harina de golpe.')).toHaveLength(2);
  });
});
