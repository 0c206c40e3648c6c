import { describe, expect, it } from 'vitest';
import { joinWrappedLines } from './join-wrapped-lines.ts';

describe('joinWrappedLines', () => {
  it('joins a word the page hyphenated at a line end', () => {
    expect(joinWrappedLines('Per a 6 per-\nsones.\n150 g de su-\ncre')).toBe(
      'Per a 6 persones.\n150 g de sucre',
    );
  });

  it('joins the lines a page broke', () => {
    expect(
      joinWrappedLines(
        '200 g de\nsucre\nBulliu la llet amb la pell de llimona i la\ncanyella. Bateu els rovells.',
      ),
    ).toBe('200 g de sucre\nBulliu la llet amb la pell de llimona i la canyella. Bateu els rovells.');
    expect(
      joinWrappedLines('Haz un caramelo con el azúcar y cubre el fondo\ndel molde. Bate los huevos.'),
    ).toBe('Haz un caramelo con el azúcar y cubre el fondo del molde. Bate los huevos.');
  });

  it('keeps the lines of a list and of telegraphic steps, drops a quote and reads an OCR’d l0', () => {
    const list =
      'almendra cruda pelada 200 g\npan duro 100 g\nbatir huevos y azucar hasta q blanqueen\nañadir aceite';
    expect(joinWrappedLines(list)).toBe(list);
    expect(joinWrappedLines('> anyone got a mac and cheese?\nBoil it.')).toBe('Boil it.');
    expect(joinWrappedLines('torneu-ho al foc remenant l0 minuts')).toBe(
      'torneu-ho al foc remenant 10 minuts',
    );
  });
});
