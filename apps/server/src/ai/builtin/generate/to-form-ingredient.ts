import type { Unit } from '@receptari/shared/recipes/recipes.rules';
import type { ParsedLine } from '../nutrition/parse-line.ts';

export interface FormIngredient {
  quantity: string;
  unit: Unit;
  name: string;
}

/** parse-ingredient unit ids that are one of the form's units. */
const FORM_UNIT: Readonly<Record<string, Unit>> = {
  gram: 'g',
  kilogram: 'kg',
  milliliter: 'ml',
  liter: 'l',
  tablespoon: 'cullerada',
  teaspoon: 'culleradeta',
  cup: 'tassa',
  pinch: 'pessics',
  piece: 'unitats',
};

/** Units the form lacks but that convert exactly enough: a glass is the nutrition table's 200 ml. */
const CONVERTED: Readonly<Record<string, readonly [Unit, number]>> = {
  milligram: ['g', 0.001],
  ounce: ['g', 28.35],
  pound: ['g', 453.6],
  centiliter: ['ml', 10],
  deciliter: ['ml', 100],
  glass: ['ml', 200],
  // The nutrition table's sizes ("1 pint of Guinness", "1/4 pint double cream"): a US pint and
  // quart, so the row and the estimate agree.
  'fluid ounce': ['ml', 29.57],
  pint: ['ml', 473],
  quart: ['ml', 946],
};

const FRACTIONS: Readonly<Record<string, string>> = { '0.25': '1/4', '0.5': '1/2', '0.75': '3/4' };

/** The quantity as a cook writes it: "4", "1/2", "1 1/2", "0.3". */
export function formatAmount(amount: number): string {
  const whole = Math.floor(amount);
  const part = FRACTIONS[String(Math.round((amount - whole) * 100) / 100)];
  if (part) return whole === 0 ? part : `${whole} ${part}`;
  return String(Math.round(amount * 100) / 100);
}

/**
 * What a food comes in, not part of it: a sachet, a jar, a tin, a stick, a leaf, a head. The count
 * stays ("1 unitats llevat químic"); a clove ("2 grans d'all") or a slice is a piece of the food,
 * and stays in its name.
 */
const PACKAGING =
  /^(?:sobres?|sobrets?|pots?|potets?|llaunes|llauna|latas?|paquets?|paquetes?|botes?|briks?|medidas?|mesures|mesura|palos?|branques|branca|ramas?|ramitas?|hojas?|fulles|fulla|cabezas?|caps?|sticks?|tins?|cans?|jars?|packets?|sachets?|botellas?|ampolles|ampolla|bottles?|bolsas?|bosses|bossa|bags?|sprigs?|knobs?|heads?|leaves|leaf)(?:\s+de\s+|\s*d['’]\s*|\s+of\s+|\s+)(?=\p{L})/iu;

/**
 * A parsed line as a form row, its unit always one of the form's: a bare count is 'unitats', and a
 * unit the form lacks is converted or, when it has no fixed size ("2 grans d'all", "1 sobre de
 * llevat"), counted in 'unitats' with the food's name as written, without what it comes in.
 */
export function toFormIngredient(line: ParsedLine & { amount: number }, written: string): FormIngredient {
  const unit = line.unit === null ? 'unitats' : FORM_UNIT[line.unit];
  if (unit) {
    const name = unit === 'unitats' ? line.name.replace(PACKAGING, '') : line.name;
    return { quantity: formatAmount(line.amount), unit, name };
  }
  const converted = line.unit === null ? undefined : CONVERTED[line.unit];
  // A converted weight or volume is a measure, never a cook's fraction ("15 oz" is 425.25 g, not "425 1/4").
  if (converted)
    return {
      quantity: String(Math.round(line.amount * converted[1] * 100) / 100),
      unit: converted[0],
      name: line.name,
    };
  return { quantity: formatAmount(line.amount), unit: 'unitats', name: written.replace(PACKAGING, '') };
}
