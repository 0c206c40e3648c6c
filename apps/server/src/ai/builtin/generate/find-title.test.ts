import { describe, expect, it } from 'vitest';
import { findDish } from './find-title.ts';

describe('findDish', () => {
  it('takes the name a title label gives, never a label of servings or times', () => {
    expect(findDish('Receta: Tortilla de patatas\nPara 4 personas\n5 patatas')?.title).toBe(
      'Tortilla de patatas',
    );
    expect(findDish('Títol: Crema de carbassa\nRacions: 4\n1 kg de carbassa')?.title).toBe(
      'Crema de carbassa',
    );
    expect(findDish("Title: Mum's Apple Crumble\nYield: 6 servings")?.title).toBe("Mum's Apple Crumble");
    expect(findDish('Serves: 4\nPrep time: 10 mins\n2 cups rice')?.title).not.toBe('Serves');
  });

  it('takes the dish the opening sentence is making now, with its indefinite article', () => {
    expect(findDish('Fem un pa de pessic per a vuit. Cal: 6 ous, 200 g de sucre.')?.title).toBe(
      'Pa de pessic',
    );
    expect(findDish('Hoy hago unas croquetas de jamón para 6. Necesitas 1 l de leche.')?.title).toBe(
      'Croquetas de jamón',
    );
  });

  it('ends an opening name at a dash before its yield', () => {
    expect(findDish("My mum's scones — makes 10\n225g self-raising flour")?.title).toBe("My mum's scones");
  });

  it('takes a first line in title case for the name, whatever verb its first word spells', () => {
    const text =
      'Brown Butter Chocolate Chip Cookies\nOkay, friends, story time. Last fall my kids got snowed in.';
    expect(findDish(text)?.title).toBe('Brown Butter Chocolate Chip Cookies');
    // A step in sentence case is no name.
    expect(findDish('Brown the butter in a pan\nAdd the sugar and stir for 2 minutes.')?.title).not.toBe(
      'Brown the butter in a pan',
    );
  });
});
