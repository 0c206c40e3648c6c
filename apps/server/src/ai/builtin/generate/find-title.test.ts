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

  it("takes a form's labelled name among its first filled lines, however long (issue 34, set 14)", () => {
    const form =
      'CONCURS DE CUINA\nFitxa\n\nConcursant: 9\nNom: Pere\nNom del plat: Fesols de Santa Pau amb botifarra i ceba confitada\nRacions: 4';
    expect(findDish(form)?.title).toBe('Fesols de Santa Pau amb botifarra i ceba confitada');
  });

  it("takes the dish's own line below a masthead or a chapter's heading in capitals (issue 34, set 14)", () => {
    expect(findDish('SOUPS AND CHOWDERS.    97\n\nFish Chowder.\n\n4 lbs. haddock.')?.title).toBe(
      'Fish Chowder',
    );
    expect(
      findDish(
        'LA LLAR. Revista setmanal. Pàg. 9\n\nSECCIÓ DE CUYNA\n\nBacallà a la llauna.\n\nPera sis persones...',
      )?.title,
    ).toBe('Bacallà a la llauna');
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

  it('reads "fer servir" as using, and a form\'s label or a name set apart lower down (issue 34, set 15)', () => {
    expect(findDish('Farem servir 500 g de farina i 3 ous.')).toBeNull();
    expect(
      findDish(
        'FULL DE COMANDA\nSoci: 0457\nProducte: carbassa\nRecollida: dissabte\n\n(Al dors)\nRECEPTA: Crema de carbassa\nRacions: 4',
      )?.title,
    ).toBe('Crema de carbassa');
    expect(
      findDish(
        'PROGRAMA DE FESTES 2027\nConcurs de coques a les 18 h.\n\nCoca de sucre\n\nFarem servir 500 g de farina.',
      )?.title,
    ).toBe('Coca de sucre');
  });
});
