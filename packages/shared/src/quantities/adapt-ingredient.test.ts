import { describe, expect, it } from 'vitest';
import type { Unit } from '../recipes/recipes.rules.ts';
import { adaptIngredient, type UnitSystem } from './adapt-ingredient.ts';

type Row = readonly [quantity: string, unit: Unit, name: string, from: number, to: number, shown: string];

// Real recipe lines (the seed's, our cooks' and peers' recipes), scaled in metric.
const SCALED: readonly Row[] = [
  ['400', 'g', 'macarrons', 4, 6, '600 g'],
  ['250', 'g', 'carn picada', 4, 6, '375 g'],
  ['150', 'g', 'formatge ratllat', 4, 6, '225 g'],
  ['3', 'cullerada', 'oli d’oliva', 4, 6, '4 ½ cullerada'],
  ['1', 'unitats', 'ceba', 4, 6, '2 unitats'],
  ['1', 'unitats', 'botifarra', 4, 2, '1 unitats'],
  ['3', '', 'ous', 4, 6, '5'],
  ['3', '', 'ous', 4, 2, '2'],
  ['6', '', 'huevos', 6, 1, '1'],
  ['1/2', 'tassa', 'llet', 4, 6, '180 ml'],
  ['½', 'culleradeta', 'comí', 4, 6, '¾ culleradeta'],
  ['1 1/2', 'cullerada', 'sucre', 4, 2, '¾ cullerada'],
  ['0,5', 'kg', 'patates', 4, 6, '0,75 kg'],
  ['1,5', 'l', 'brou de pollastre', 6, 4, '1 l'],
  ['1.25', 'l', 'agua', 4, 8, '2,5 l'],
  ['2-3', 'cullerada', 'aceite', 4, 6, '3-4 ½ cullerada'],
  ['2 o 3', '', 'grans d’all', 4, 8, '4-6'],
  ['1 a 2', '', 'guindilla', 2, 4, '2-4'],
  ['mig', '', 'limón', 4, 8, '1'],
  ['mitja', '', 'ceba', 2, 3, '¾'],
  ['una', '', 'fulla de llorer', 4, 8, '2'],
  ['dues', '', 'pastanagues', 4, 6, '3'],
  ['un parell', '', 'alls', 4, 6, '3'],
  ['2 i mig', 'tassa', 'caldo', 4, 2, '300 ml'],
  ['una dotzena', '', 'musclos', 4, 2, '6'],
  ['1', 'pessics', 'sal', 4, 6, '2 pessics'],
  ['1', 'pessics', 'nou moscada', 4, 2, '1 pessics'],
  ['200 gr', '', 'pollastre', 2, 3, '300 g'],
  ['2 cups', '', 'flour', 4, 4, '255 g'],
  ['8 oz', '', 'cheddar', 4, 2, '115 g'],
  ['1 lb', '', 'ground beef', 4, 8, '905 g'],
  ['3', 'g', 'safrà', 4, 6, '4,5 g'],
  ['5', 'ml', 'vainilla', 4, 2, '2,5 ml'],
  ['75', 'g', 'mantega', 4, 6, '115 g'],
  ['uns 200', 'g', 'bolets', 4, 6, '300 g'],
  ['2 grans', '', 'd’all', 4, 8, '4 grans'],
  ['1 ½', 'tassa', 'arròs', 4, 4, '280 g'],
];

// Read, but no number to multiply: shown as written.
const AS_WRITTEN: readonly (readonly [string, Unit, string])[] = [
  ['al gust', '', 'sal'],
  ['un raig', '', 'oli'],
  ['un grapat', '', 'julivert'],
  ['una mica', '', 'pebre'],
  ['c/s', '', 'sal'],
  ['some', '', 'parsley'],
  ['a discreció', '', 'formatge'],
  ['un pessic', '', 'sal'],
];

const line = (quantity: string, unit: string) => [quantity, unit].filter(Boolean).join(' ');

describe('adaptIngredient scales', () => {
  it.each(SCALED)('%j %j %j from %d to %d servings: %j', (quantity, unit, name, from, to, shown) => {
    const adapted = adaptIngredient({ quantity, unit, name }, to / from, 'metric');
    expect(line(adapted.quantity, adapted.unit)).toBe(shown);
    expect(adapted.unscaled).toBe(false);
    expect(adapted.name).toBe(name);
  });

  it.each(AS_WRITTEN)('keeps %j %j (%s) as written and marks it', (quantity, unit, name) => {
    for (const system of ['metric', 'imperial'] as const) {
      const adapted = adaptIngredient({ quantity, unit, name }, 1.5, system);
      expect(adapted).toEqual({ quantity, unit, name, unscaled: true });
    }
  });

  it('leaves an ingredient without quantity alone', () => {
    expect(adaptIngredient({ quantity: '', unit: '', name: 'sal' }, 3, 'imperial')).toEqual({
      quantity: '',
      unit: '',
      name: 'sal',
      unscaled: false,
    });
  });

  it('never writes 0 or NaN, however far down it scales', () => {
    for (const [quantity, unit, name] of SCALED) {
      const { quantity: shown } = adaptIngredient({ quantity, unit, name }, 1 / 100, 'metric');
      expect(shown).not.toMatch(/NaN|^0$|^0 |Infinity/u);
    }
  });
});

const IMPERIAL: readonly (readonly [string, Unit, string, string])[] = [
  ['250', 'g', 'farina', '2 tassa'],
  ['200', 'g', 'sucre', '1 tassa'],
  ['100', 'g', 'pollastre', '3 ½ oz'],
  ['1', 'kg', 'patates', '2 ¼ lb'],
  ['500', 'g', 'carn picada', '1 lb'],
  ['100', 'ml', 'llet', '½ tassa'],
  ['1', 'l', 'brou', '4 ¼ tassa'],
  ['30', 'ml', 'oli', '2 cullerada'],
  ['5', 'ml', 'vainilla', '1 culleradeta'],
  ['10', 'g', 'sal', '1 ⅔ culleradeta'],
  ['2', 'cullerada', 'oli', '2 cullerada'],
  ['1', 'tassa', 'llet', '1 tassa'],
  ['3', '', 'ous', '3'],
];

describe('adaptIngredient converts', () => {
  it.each(IMPERIAL)('%j %j of %s to imperial: %j', (quantity, unit, name, shown) => {
    const adapted = adaptIngredient({ quantity, unit, name }, 1, 'imperial');
    expect(line(adapted.quantity, adapted.unit)).toBe(shown);
  });

  it.each([
    ['1', 'tassa', 'farina', '125 g'],
    ['1', 'tassa', 'sucre moreno', '225 g'],
    ['1', 'tassa', 'llet', '240 ml'],
    ['2', 'tassa', 'arròs bomba', '395 g'],
    ['1', 'tassa', 'farina de força', '140 g'],
  ] as const)('%j %j of %s to metric: %j (dry ones weighed)', (quantity, unit, name, shown) => {
    const adapted = adaptIngredient({ quantity, unit, name }, 1, 'metric');
    expect(line(adapted.quantity, adapted.unit)).toBe(shown);
  });

  it('goes there and back within a cook’s rounding', () => {
    const systems: readonly UnitSystem[] = ['imperial', 'metric'];
    let current = { quantity: '500', unit: 'g' as Unit, name: 'pollastre' };
    for (const system of systems) {
      const adapted = adaptIngredient(current, 1, system);
      current = { ...current, quantity: adapted.quantity, unit: adapted.unit as Unit };
    }
    expect(Number(current.quantity)).toBeGreaterThanOrEqual(450);
    expect(Number(current.quantity)).toBeLessThanOrEqual(550);
  });
});
