import { describe, expect, it } from 'vitest';
import { cardIngredients } from './card-ingredients.ts';

describe('cardIngredients', () => {
  it('reads amounts and units with the import’s parser, and leaves headings out', () => {
    expect(
      cardIngredients(['400 g de farina', 'Per a la salsa:', '2 cebes', '1 cucharadita de pimentón']),
    ).toEqual({
      rows: [
        { quantity: '400', unit: 'g', name: 'farina' },
        { quantity: '2', unit: 'unitats', name: 'cebes' },
        { quantity: '1', unit: 'culleradeta', name: 'pimentón' },
      ],
      unread: [],
    });
  });

  it('splits a line of foods without amounts', () => {
    expect(cardIngredients(['sal, pebre i oli d’oliva']).rows.map((r) => r.name)).toEqual([
      'sal',
      'pebre',
      'oli d’oliva',
    ]);
  });

  it('reads a g misread as y, and keeps a line whose amount was lost, naming it', () => {
    const read = cardIngredients(['225 y butter', '| litre de llet']);
    expect(read.rows[0]).toEqual({ quantity: '225', unit: 'g', name: 'butter' });
    expect(read.rows[1]!.name).toContain('llet');
    expect(read.unread).toEqual(['| litre de llet']);
  });
});
