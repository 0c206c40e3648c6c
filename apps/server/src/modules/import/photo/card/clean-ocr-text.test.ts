import { describe, expect, it } from 'vitest';
import { cleanOcrText } from './clean-ocr-text.ts';

describe('cleanOcrText', () => {
  it('drops blank lines and specks, and keeps the words as read', () => {
    expect(cleanOcrText('Crema catalana\n\n~ — .\n\n1 litre de llet\n\f')).toEqual([
      'Crema catalana',
      '1 litre de llet',
    ]);
  });

  it('turns block capitals into sentence case, a capital where each sentence starts', () => {
    expect(
      cleanOcrText(
        'COCA DE RECAPTE\nINGREDIENTS:\n4OO G DE FARINA\n1. BARREJA LA FARINA. DEIXA-LA\nREPOSAR.',
      ),
    ).toEqual([
      'Coca de recapte',
      'Ingredients:',
      '400 g de farina',
      '1. Barreja la farina. Deixa-la',
      'reposar.',
    ]);
  });

  it('reads a bar or a bracket in capitals as an I, and digits inside a word as letters', () => {
    expect(cleanOcrText("OL] D'OLIVA | SAL")).toEqual(["Oli d'oliva i sal"]);
    expect(cleanOcrText('LEMON DRI22LE CAKE')).toEqual(['Lemon drizzle cake']);
  });

  it('reads a lone bar between small words as "i", and an O inside a number as a zero', () => {
    expect(cleanOcrText('sal | pebre\nCou-ho 2O minuts')).toEqual(['sal i pebre', 'Cou-ho 20 minuts']);
  });

  it('joins a word cut at the end of a line, keeping the hyphen of a weak pronoun', () => {
    expect(cleanOcrText('Afegeix les pata-\ntes i posa-\nhi sal.')).toEqual([
      'Afegeix les patates i posa-hi sal.',
    ]);
  });

  it('writes every apostrophe the same way', () => {
    expect(cleanOcrText('1 cap d’alls\nl‘oli')).toEqual(["1 cap d'alls", "l'oli"]);
  });
});
