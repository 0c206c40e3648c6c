import type { LexiconEntry } from './define-food.ts';

type UnitSize =
  | { readonly kind: 'mass'; readonly grams: number }
  | { readonly kind: 'volume'; readonly ml: number }
  | { readonly kind: 'pieces'; readonly count: number };

/** Sizes of the parse-ingredient unit ids the estimate understands; any other unit is not guessed. */
const UNIT_SIZES: Readonly<Record<string, UnitSize>> = {
  gram: { kind: 'mass', grams: 1 },
  kilogram: { kind: 'mass', grams: 1000 },
  milligram: { kind: 'mass', grams: 0.001 },
  ounce: { kind: 'mass', grams: 28.35 },
  pound: { kind: 'mass', grams: 453.6 },
  // A pinch weighs about half a gram whatever it pinches.
  pinch: { kind: 'mass', grams: 0.5 },
  dash: { kind: 'mass', grams: 0.5 },
  milliliter: { kind: 'volume', ml: 1 },
  centiliter: { kind: 'volume', ml: 10 },
  deciliter: { kind: 'volume', ml: 100 },
  liter: { kind: 'volume', ml: 1000 },
  teaspoon: { kind: 'volume', ml: 5 },
  tablespoon: { kind: 'volume', ml: 15 },
  cup: { kind: 'volume', ml: 240 },
  glass: { kind: 'volume', ml: 200 },
  'fluid ounce': { kind: 'volume', ml: 29.57 },
  pint: { kind: 'volume', ml: 473 },
  quart: { kind: 'volume', ml: 946 },
  drop: { kind: 'volume', ml: 0.05 },
  piece: { kind: 'pieces', count: 1 },
  clove: { kind: 'pieces', count: 1 },
  large: { kind: 'pieces', count: 1 },
  medium: { kind: 'pieces', count: 1 },
  small: { kind: 'pieces', count: 1 },
  ear: { kind: 'pieces', count: 1 },
  dozen: { kind: 'pieces', count: 12 },
};

/**
 * Grams of `amount` of a food in `unit` (null unit: a bare count of pieces). Null when the unit is
 * unknown or the food has no piece weight to count with, so the caller reports the line.
 */
export function convertToGrams(amount: number, unit: string | null, entry: LexiconEntry): number | null {
  const size: UnitSize | undefined = unit === null ? { kind: 'pieces', count: 1 } : UNIT_SIZES[unit];
  if (!size) return null;
  switch (size.kind) {
    case 'mass':
      return amount * size.grams;
    case 'volume':
      return amount * size.ml * entry.density;
    case 'pieces':
      return entry.piece === null ? null : amount * size.count * entry.piece;
  }
}
