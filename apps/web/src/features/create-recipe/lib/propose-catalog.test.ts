import { describe, expect, it } from 'vitest';
import { proposeCatalog } from './propose-catalog.ts';

const names = (list: string[]) => list.map((label, i) => ({ value: String(i + 1), label }));
const categories = names([
  'Arrossos',
  'Pasta',
  'Postres',
  'Vegetarià',
  'Esmorzars',
  'Sopes i cremes',
  'Carns',
  'Peix i marisc',
  'Amanides',
  'Entrants',
]);
const cuisines = names(['Catalunya', 'Espanya', 'Itàlia', 'França', 'Japó', 'Mèxic', 'Grècia', 'Líban']);
const propose = (text: string) => {
  const { category, cuisine } = proposeCatalog(text, categories, cuisines);
  return [category?.label ?? null, cuisine?.label ?? null];
};

describe('proposeCatalog', () => {
  it('reads the dish, its ingredients and its place from the text', () => {
    expect(
      propose('Crema catalana. Mig litre de llet, 4 rovells i sucre. Bull la llet amb la pell de llimona.'),
    ).toEqual(['Postres', 'Catalunya']);
    expect(propose('Espaguetis carbonara per a 2. 200 g d’espaguetis, cansalada i parmesà.')).toEqual([
      'Pasta',
      'Itàlia',
    ]);
    expect(propose('Merluza en salsa verde. 4 rodajas de merluza, ajo y perejil.')).toEqual([
      'Peix i marisc',
      'Espanya',
    ]);
    expect(propose('Greek salad - 2 tomatoes, 1 cucumber, 200 g feta, olives.')).toEqual([
      'Amanides',
      'Grècia',
    ]);
    expect(propose('Crema de carbassa. 1 kg de carbassa, 2 patates i brou.')[0]).toBe('Sopes i cremes');
  });

  it('proposes vegetarian only without meat or fish', () => {
    expect(propose('Llenties amb verdures. 400 g de llenties i espinacs.')[0]).toBe('Vegetarià');
    expect(propose('Llenties amb botifarra. 400 g de llenties, una botifarra i espinacs.')[0]).toBe('Carns');
  });

  it('proposes nothing the text does not point to, nor what the catalogue lacks', () => {
    expect(propose('Bull-ho tot una estona i serveix-ho.')).toEqual([null, null]);
    expect(proposeCatalog('Sushi de salmó.', categories, names(['Catalunya'])).cuisine).toBeNull();
  });
});
