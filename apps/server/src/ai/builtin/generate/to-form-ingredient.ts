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
 * A parsed line as a form row, its unit always one of the form's: a bare count is 'unitats', and a
 * unit the form lacks is converted or, when it has no fixed size ("2 grans d'all", "1 llauna de
 * tomàquet"), kept in the name as written and counted in 'unitats'.
 */
export function toFormIngredient(line: ParsedLine & { amount: number }, written: string): FormIngredient {
  const unit = line.unit === null ? 'unitats' : FORM_UNIT[line.unit];
  if (unit) return { quantity: formatAmount(line.amount), unit, name: line.name };
  const converted = line.unit === null ? undefined : CONVERTED[line.unit];
  if (converted)
    return { quantity: formatAmount(line.amount * converted[1]), unit: converted[0], name: line.name };
  return { quantity: formatAmount(line.amount), unit: 'unitats', name: written };
}
