import { readQuantity } from '@receptari/shared/quantities/parse-quantity';
import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { canonicalAmount, isKnownMeasure } from './canonical-unit.ts';

// "de patates", "d'all", "d’all": the preposition between a measure and its food.
const OF = /^(?:de\s+|del\s+|d['’`´]\s*)/iu;
const LEADING_WORD = /^([\p{L}][\p{L}·.]*)\s*(.*)$/u;

/**
 * A free line typed without a quantity, read as a recipe line (docs/product.md#shopping-list):
 * "2 kg de patates" is 2000 g of "patates", "3 cebes" 3 unitats of "cebes", "2 llaunes de
 * tonyina" 2 llauna of "tonyina", "llet" the line "llet" without amount. The word after the number
 * is a measure when the list knows it or when "de" follows it; else it is the food.
 */
export function readFreeItem(text: string): { name: string; amounts: ShoppingAmount[] } {
  const typed = text.trim();
  const reading = readQuantity(typed);
  if (!reading || reading.rest === '') return { name: typed, amounts: [] };
  const value = reading.high ?? reading.low;
  const [, word = '', after = ''] = LEADING_WORD.exec(reading.rest) ?? [];
  const measured = word !== '' && (isKnownMeasure(word) || OF.test(after));
  const name = (measured ? after.replace(OF, '') : reading.rest).trim();
  // "2 kg" alone names no food: the line is what was typed.
  if (name === '') return { name: typed, amounts: [] };
  return { name, amounts: [canonicalAmount(value, measured ? word : '')] };
}

/** A quantity and unit typed in the line's own fields, as the list stores them; no quantity, no amount. */
export function typedAmounts(quantity: number | null, unit: string | null): ShoppingAmount[] {
  if (quantity === null || quantity <= 0) return [];
  return [canonicalAmount(quantity, unit ?? '')];
}
