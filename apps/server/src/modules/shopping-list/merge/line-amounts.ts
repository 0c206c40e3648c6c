import { readQuantity } from '@receptari/shared/quantities/parse-quantity';
import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { canonicalAmount } from './canonical-unit.ts';

// "un raig d'oli", "una mica de pebre": a number no shop sells by; the line is there, without amount.
const MEASURELESS =
  /^(?:raig|rajolí|mica|miqueta|poc|punta|polsim|chorro|chorrito|poco|pizquita|splash|dash|bit|drizzle|gust)s?$/u;

/** The first word of what follows the number ("grans d'all" → "grans"), or '' when none. */
const firstWord = (rest: string) => /^[\p{L}][\p{L}·.]*/u.exec(rest.trim())?.[0] ?? '';

/**
 * What one recipe line puts on the list at `factor` times its servings, in canonical units
 * (docs/product.md#shopping-list). The quantity is read as the recipe page reads it (the shared
 * readQuantity and unitOfWord): the unit select, else a unit typed after the number. A range
 * ("2-3 cebes") counts its upper end, what a cook buys to be sure. No number ("al gust", "un raig",
 * an empty quantity): no amount, the line alone.
 */
export function lineAmounts(quantity: string, unit: string, factor: number): ShoppingAmount[] {
  if (quantity.trim() === '') return [];
  const reading = readQuantity(quantity);
  if (!reading) return [];
  const typed = firstWord(reading.rest);
  if (MEASURELESS.test(typed.toLowerCase())) return [];
  const value = (reading.high ?? reading.low) * factor;
  if (!Number.isFinite(value) || value <= 0) return [];
  return [canonicalAmount(value, unit !== '' ? unit : typed)];
}
