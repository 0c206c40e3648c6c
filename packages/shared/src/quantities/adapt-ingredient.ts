import type { Ingredient } from '../recipes/recipes.schemas.ts';
import { gramsPerMl } from './dry-weights.ts';
import { formatAmount, type AmountStyle } from './format-amount.ts';
import { convertUnit, unitOfWord, type KitchenUnit } from './kitchen-units.ts';
import { readQuantity, type QuantityReading } from './parse-quantity.ts';
import type { UnitSystem } from './unit-systems.ts';

export type { UnitSystem } from './unit-systems.ts';

/** One ingredient at the chosen servings and units, as the page, cook mode, print and PDF show it. */
export interface AdaptedIngredient {
  readonly name: string;
  readonly quantity: string;
  readonly unit: string;
  /** A quantity was written but could not be read: shown as written, not scaled. */
  readonly unscaled: boolean;
}

// Amounts no cook multiplies: "un raig", "un grapat", "un pessic", "una mica".
const VAGUE =
  /^(?:raig|rajolí|grapat|grapadet|pessic|pessiquet|polsim|mica|miqueta|poc|punta|chorro|chorrito|puñado|pizca|pellizco|poco|pizquita|splash|dash|handful|pinch|bit|drizzle|knob)s?\b/u;

interface Amount {
  readonly low: number;
  readonly high: number | null;
  readonly unit: KitchenUnit | '';
}

const scaled = (reading: QuantityReading, factor: number, unit: KitchenUnit | ''): Amount => ({
  low: reading.low * factor,
  high: reading.high === null ? null : reading.high * factor,
  unit,
});

function convertAmount(amount: Amount, to: KitchenUnit): Amount {
  if (amount.unit === '' || amount.unit === to) return { ...amount, unit: to };
  const from = amount.unit;
  return {
    low: convertUnit(amount.low, from, to),
    high: amount.high === null ? null : convertUnit(amount.high, from, to),
    unit: to,
  };
}

// Volume to weight (and back) through the ingredient's grams per millilitre.
function weighVolume(amount: Amount, density: number): Amount {
  const ml = convertAmount(amount, 'ml');
  return { low: ml.low * density, high: ml.high === null ? null : ml.high * density, unit: 'g' };
}

function measureWeight(amount: Amount, density: number): Amount {
  const grams = convertAmount(amount, 'g');
  return {
    low: grams.low / density,
    high: grams.high === null ? null : grams.high / density,
    unit: 'ml',
  };
}

const MASS = new Set<string>(['g', 'kg', 'oz', 'lb']);
const METRIC_VOLUME = new Set<string>(['ml', 'cl', 'l']);

function spoonOrCup(amount: Amount): Amount {
  const ml = convertAmount(amount, 'ml');
  const unit = ml.low < 15 ? 'culleradeta' : ml.low < 60 ? 'cullerada' : 'tassa';
  return convertAmount(ml, unit);
}

function toMetric(amount: Amount, density: number | null): Amount {
  if (amount.unit === 'oz' || amount.unit === 'lb') {
    const grams = convertAmount(amount, 'g');
    return grams.low >= 1000 ? convertAmount(grams, 'kg') : grams;
  }
  if (amount.unit === 'tassa')
    return density === null ? convertAmount(amount, 'ml') : weighVolume(amount, density);
  return amount;
}

function toImperial(amount: Amount, density: number | null): Amount {
  if (MASS.has(amount.unit)) {
    if (density !== null) return spoonOrCup(measureWeight(amount, density));
    const ounces = convertAmount(amount, 'oz');
    return ounces.low >= 16 ? convertAmount(ounces, 'lb') : ounces;
  }
  if (METRIC_VOLUME.has(amount.unit)) return spoonOrCup(amount);
  return amount;
}

function styleOf(unit: KitchenUnit | '', whole: boolean): AmountStyle {
  if (unit === 'g' || unit === 'ml' || unit === 'cl') return 'weighed';
  if (unit === 'kg' || unit === 'l') return 'decimal';
  if (unit === 'pessics') return 'whole';
  if (unit === '' || unit === 'unitats') return whole ? 'whole' : 'fraction';
  return 'fraction';
}

function written(amount: Amount, style: AmountStyle): string {
  const low = formatAmount(amount.low, style);
  const high = amount.high === null ? low : formatAmount(amount.high, style);
  return high === low ? low : `${low}-${high}`;
}

/**
 * The ingredient for `factor` times the recipe's servings in `system` (docs/product.md#servings-and-units).
 * A quantity that is not a number ("al gust", "un raig", "c/s") is kept as written and marked.
 */
export function adaptIngredient(
  ingredient: Ingredient,
  factor: number,
  system: UnitSystem,
): AdaptedIngredient {
  const { name, quantity, unit } = ingredient;
  if (quantity.trim() === '') return { name, quantity, unit, unscaled: false };
  const reading = readQuantity(quantity);
  if (!reading || VAGUE.test(reading.rest)) return { name, quantity, unit, unscaled: true };
  // A unit typed after the number ("200 gr") counts when the select says none.
  const typedUnit = unit === '' ? unitOfWord(reading.rest) : null;
  const from: KitchenUnit | '' = typedUnit ?? unit;
  const rest = typedUnit === null ? reading.rest : '';
  const density = gramsPerMl(name);
  const start = scaled(reading, factor, from);
  if (system === 'original') {
    // As written: the typed unit stays where the author typed it.
    const shown = written(start, styleOf(from, reading.whole));
    return {
      name,
      quantity: reading.rest === '' ? shown : `${shown} ${reading.rest}`,
      unit,
      unscaled: false,
    };
  }
  const amount = system === 'metric' ? toMetric(start, density) : toImperial(start, density);
  const shown = written(amount, styleOf(amount.unit, reading.whole && amount.unit === from));
  return { name, quantity: rest === '' ? shown : `${shown} ${rest}`, unit: amount.unit, unscaled: false };
}
