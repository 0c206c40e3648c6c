import { describe, expect, it } from 'vitest';
import { findTitleLine, fromTitleLine } from './find-title-line.ts';

describe('findTitleLine', () => {
  it('takes a name whose servings close it, in parentheses or not, without them', () => {
    expect(
      findTitleLine('Vive en 5 de Mayo 302.\n\nChilaquiles verdes (para 4)\n- 500 g de tomate verde'),
    ).toBe('Chilaquiles verdes');
  });

  it('takes the short line above the servings, a yield or the ingredients, below any header', () => {
    expect(
      findTitleLine('Trabajo de Lengua – 2º ESO\nAlumno: Hugo\n\nCroquetas de jamón\nSalen 24 croquetas.\n'),
    ).toBe('Croquetas de jamón');
    expect(findTitleLine('Brown Soda Bread\nOne loaf.\nMix 250 g of flour...')).toBe('Brown Soda Bread');
    expect(findTitleLine('ENGINE 42 / LADDER 17\nEngine 42 Lasagna\n\nServes 10\n\n2 lb ground beef')).toBe(
      'Engine 42 Lasagna',
    );
    expect(findTitleLine('Homework – Year 8\nName: Priya S.\nFlapjacks\nIngredients:\n125 g butter')).toBe(
      'Flapjacks',
    );
  });

  it('takes a first line right above the first ingredient, or above the line that leads into them', () => {
    expect(
      findTitleLine("Aletes de pollastre a la fregidora d'aire\n1 kg d'aletes\n1 cullerada de mel"),
    ).toBe("Aletes de pollastre a la fregidora d'aire");
    expect(findTitleLine('Campfire bannock on a stick\nFor the 4 of us:\n2 cups flour')).toBe(
      'Campfire bannock on a stick',
    );
    expect(findTitleLine('Pollo al horno con limón y hierbas\nPorciones: 4')).toBe(
      'Pollo al horno con limón y hierbas',
    );
    // A heading, or a line above a step, is no title.
    expect(findTitleLine('Ingredients\n200 g rice')).toBeNull();
    expect(findTitleLine('Bull l’aigua\n2 min. Afegeix la pasta.')).toBeNull();
  });

  it('takes a lower line above the first ingredient, never a part heading above a later block', () => {
    expect(findTitleLine("Hola Núria,\nAnna\nPanellets de pinyons\n250 g d'ametlla mòlta\n1 ou")).toBe(
      'Panellets de pinyons',
    );
    expect(findTitleLine('Hola,\nPer a la massa\n200 g farina')).toBeNull();
    expect(findTitleLine('Mix it all.\n200 g flour\nFor the icing\nIcing sugar\n100 g butter')).toBeNull();
  });

  it('takes a name parted by commas above the covers, never a greeting ending on a comma', () => {
    expect(findTitleLine('Seared salmon, beurre blanc, samphire\n4 covers\n100 g samphire')).toBe(
      'Seared salmon, beurre blanc, samphire',
    );
    expect(findTitleLine('Hola Núria,\nPer a 4 persones\n1 kg de caragols')).toBeNull();
  });

  it('leaves a text with no such line to the other readings', () => {
    expect(findTitleLine('Bull l’aigua amb sal. Hi tiro 200 g de pasta per a 2 persones.')).toBeNull();
    expect(findTitleLine('Name: Priya S.\nServes 4\n200 g rice')).toBeNull();
  });

  it('reads the recipe from its title line on, the story above it left out', () => {
    const text = 'Bon dia a tothom! Us deixo la recepta.\n\nSopa de galets\nPer a 6 persones\n- 2 l de brou';
    expect(fromTitleLine(text)).toBe('Sopa de galets\nPer a 6 persones\n- 2 l de brou');
    expect(fromTitleLine('Bull la pasta 10 minuts.')).toBe('Bull la pasta 10 minuts.');
  });

  it("looks past notes in parentheses and one line of chatter under the name; a note's servings are not the dish's", () => {
    expect(
      findTitleLine('Mug Cake for Finals Week\n(taped to the fridge, Room 214.)\nServes 1\n4 tbsp flour'),
    ).toBe('Mug Cake for Finals Week');
    expect(
      findTitleLine(
        'NEWSLETTER — Diwali issue\nKanda Poha\nMany residents asked me for my poha recipe after the breakfast, so note it.\nServes 3\n2 cups poha',
      ),
    ).toBe('Kanda Poha');
    expect(
      findTitleLine(
        "Celler Cal Rovelló — Sant Sadurní d'Anoia\nTaller de cuina, visita de les 10.30 (grups de 20 persones)\nPollastre al cava\nPer a 6 persones\n1 pollastre",
      ),
    ).toBe('Pollastre al cava');
    expect(findTitleLine('Doubles\nBARA: 2 cups flour, 1 tsp yeast\nMix it.')).toBe('Doubles');
    expect(
      findTitleLine(
        "CASETA DE LA COLLA – Magdalena 2027\nArròs al forn\nEl de dissabte. Som 14 a dinar: feu-ne dues cassoles.\nPer cassola:\n400 g d'arròs",
      ),
    ).toBe('Arròs al forn');
  });

  it('prefers a name above the list to a header above a paragraph that gives a yield', () => {
    const text =
      'PENYA DEL BARRI\nDimecres, partit a les 21.00 al local i sopar per a tothom. Surten 40 croquetes.\n\nCroquetes de rostit\n\n300 g de carn rostida\n1 ceba';
    expect(findTitleLine(text)).toBe('Croquetes de rostit');
    expect(findTitleLine("Nana's pudding\nNow, love, this serves six. You want eight slices of bread.")).toBe(
      "Nana's pudding",
    );
  });

  it('takes a name above its servings in a note of their own or above a yield of pieces (issue 34, set 15)', () => {
    expect(
      findTitleLine('CUINA DE LA VEÏNA\n\nMongetes amb botifarra\n(per a 4 persones)\n\nEs posen...'),
    ).toBe('Mongetes amb botifarra');
    expect(findTitleLine('Querida sobrina:\n\nMazapán\n\nPara unas 40 figuritas.\n500 g de azúcar')).toBe(
      'Mazapán',
    );
  });
});
