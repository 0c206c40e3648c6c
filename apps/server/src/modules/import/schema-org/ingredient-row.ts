import { readQuantity } from '@receptari/shared/quantities/parse-quantity';
import { INGREDIENT_NAME_MAX, QUANTITY_MAX } from '@receptari/shared/recipes/recipes.rules';
import { type FormIngredient, parseLine, toFormIngredient } from '../../../ai/index.ts';

/** One written ingredient line as a form row, and whether its amount was understood. */
export interface IngredientRow {
  readonly row: FormIngredient;
  /** A heading ("Per a la salsa:"), which is not an ingredient. */
  readonly header: boolean;
  /** An amount was written that neither parser could read: the row keeps the line whole. */
  readonly unread: boolean;
}

/** Catalan elides "de" before a vowel ("200 g d'ametlla"); the parsers drop "de " but not "d'". */
const withoutElidedDe = (name: string) => name.replace(/^d['’]\s*/iu, '');

const whole = (line: string): FormIngredient => ({
  quantity: '',
  unit: '',
  name: line.slice(0, INGREDIENT_NAME_MAX),
});

/**
 * "200 g de farina", "2 cups flour, sifted", "1 ½ cucharadas de aceite", "2-3 tomàquets": the amount,
 * the unit mapped to the form's (a unit it lacks is converted, or kept in the name), and the name,
 * with the same parsers as the autofill and the quantity stepper. A range keeps both ends.
 */
export function ingredientRow(written: string): IngredientRow {
  const line = written.replace(/\s+/gu, ' ').trim();
  const parsed = parseLine({ quantity: '', unit: '', name: line });
  if (parsed.header) return { row: whole(line), header: true, unread: false };
  if (parsed.amount === null) return { row: whole(line), header: false, unread: parsed.unreadable };
  const row = toFormIngredient({ ...parsed, amount: parsed.amount }, parsed.name);
  const reading = readQuantity(line);
  const range = reading?.high != null && row.unit !== 'g' && row.unit !== 'ml';
  const quantity = range ? `${reading.low}-${reading.high}` : row.quantity;
  return {
    row: {
      quantity: quantity.slice(0, QUANTITY_MAX),
      unit: row.unit,
      name: (withoutElidedDe(row.name) || line).slice(0, INGREDIENT_NAME_MAX),
    },
    header: false,
    unread: false,
  };
}
