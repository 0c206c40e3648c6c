import { describe, expect, it } from 'vitest';
import { findServings } from './find-servings.ts';

describe('findServings', () => {
  it('reads whom the list is for at its line\'s colon, and "feeds the 6 of us" (issue 34, set 14)', () => {
    expect(findServings('A queue of 18 people. My version, for 2:\n4 slices bread')).toBe(2);
    expect(findServings('nos ha pasado la receta para 40 cargadores:\n- 2 kg de pan')).toBe(40);
    expect(findServings('Elk stew, Dutch oven, feeds the 6 of us\n3 lb elk roast')).toBe(6);
    expect(findServings('Bake for 10 minutes:\nthen cool')).toBeNull();
  });

  it('reads the people a dish is for', () => {
    expect(findServings('Arròs negre per a 6 persones')).toBe(6);
    expect(findServings('Serves 3. Heat the oil...')).toBe(3);
    expect(findServings('Ensalada para 2:\nlechuga, tomate')).toBe(2);
    expect(findServings("Cocido madrileño\n\nPa' 6\n\n500 g de garbanzos")).toBe(6);
    expect(findServings('Olleta alcoiana\n\nPer a huit persones')).toBe(8);
    expect(findServings('Per a 8 hostes (surten 16 magdalenes, dues per cap)')).toBe(8);
    expect(findServings('Preparació: 15 min · Cost per ració: 1,35 € · 4 persones')).toBe(4);
    expect(findServings('He made this every Thursday. Serves 6.\nEDIT: to the 47 people asking, no.')).toBe(
      6,
    );
  });

  it('reads a yield of pieces as the servings (biscuits, muffins, squares)', () => {
    expect(findServings('Neules\nEn surten unes 30. Bateu la mantega...')).toBe(30);
    expect(findServings('Salen 16 magdalenas medianas.')).toBe(16);
    expect(findServings('Bran muffins - makes about 10')).toBe(10);
    expect(findServings('Flapjacks. Bake, cool, then cut into 12 squares.')).toBe(12);
    expect(findServings('Yields 6 generous slices')).toBe(6);
  });

  it('reads a label, a "feeds" and what a drink or a soup is served in', () => {
    expect(findServings('FITXA TÈCNICA\nRacions: 10\n2 kg albergínia')).toBe(10);
    expect(findServings("Here's mine, feeds 6 easy:\n500 g macaroni")).toBe(6);
    expect(findServings('...and the chicken back in at the end. Enough for 3 bowls.')).toBe(3);
    expect(findServings('Xocolata desfeta\nPer a 2 tasses.\nMig litre de llet')).toBe(2);
    expect(findServings('Masala Chai\nMakes 2 cups.\nBoil 1 cup water')).toBe(2);
  });

  it('reads what a dish "is for" and a heading with its mould after it', () => {
    expect(findServings('Mira, miña neniña, esto es para 6 y sobra.')).toBe(6);
    expect(findServings('Aquesta coca és per a 8 i en sobra.')).toBe(8);
    expect(findServings('Flan de huevo\nPara 8 (el molde grande de 22 cm).')).toBe(8);
    expect(findServings('The sauce is for 2 cups of pasta.')).toBeNull();
  });

  it('reads a line that only says whom the dish is for, and "for eight of us"', () => {
    expect(findServings('Arròs de barca\nPer a 3 tripulants.\nIngredients: 600 g de peix')).toBe(3);
    expect(findServings("I made my nan's Yorkshire puddings for eight of us and they rose!")).toBe(8);
    expect(findServings('Stew\nFor 2 hours\nSimmer it.')).toBeNull();
  });

  it("reads a restaurant's covers and pax", () => {
    expect(findServings('Seared salmon\n4 covers\n100 g samphire')).toBe(4);
    expect(findServings('Hawker style, at home also can. For 2 pax.')).toBe(2);
  });

  it('never reads a counted word as a label, nor a label across lines', () => {
    expect(findServings('Ingredients per 4 persones:\n1 pollastre en vuit trossos')).toBe(4);
    expect(findServings('Receptes per a tothom. Racions:\n1 kg de patates')).toBeNull();
    expect(findServings('Unitat de Nutrició · Planta 3\nRacions: 2')).toBe(2);
  });

  it('reads a singular label, never one inside another word', () => {
    expect(findServings('Lluç bullit\nRació: 1\nIngredients:')).toBe(1);
    expect(findServings('Temps de preparació: 15 minuts')).toBeNull();
  });

  it('never takes an amount for a yield', () => {
    expect(findServings('Yield: 1 l (a jar)')).toBeNull();
    expect(findServings('This makes 2 cups of sauce, keep it in the fridge.')).toBeNull();
    expect(findServings('En surten 500 g de massa.')).toBeNull();
    expect(findServings('Makes 1.5 litres of stock')).toBeNull();
    expect(findServings('Wholesale 12 eggs')).toBeNull();
  });

  it('reads spoken Spanish\'s "pa" as "para"', () => {
    expect(findServings('COMEDOR LA CHELITA\nGallo pinto\nPa 5 platos:\n3 tazas de arroz')).toBe(5);
    expect(findServings('Esto es lo que lleva (pa 10):\n1 gallina')).toBe(10);
    expect(findServings('1 kg de pa 2 dies abans')).toBeNull();
  });

  it("reads whom the dish is for on a line after its speaker's label", () => {
    expect(
      findServings('ROVELLÓ: I al forn, 20 minuts.\nLLUQUET: Per a quants?\nROVELLÓ: Per a vuit pastors!'),
    ).toBe(8);
  });

  it('reads a line for "the" number of people', () => {
    expect(findServings('Pipirrana\nPara los 6 del turno de noche.\n4 tomates')).toBe(6);
    expect(findServings('Para los 2 kg de masa:\n1 huevo')).toBeNull();
  });
});
