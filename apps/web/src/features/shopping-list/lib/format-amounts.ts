import { formatAmount } from '@receptari/shared/quantities/format-amount';
import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';

/**
 * One amount as a shopper reads it: grams and millilitres as a scale shows them, from 1000 on in
 * kilos and litres ("1,5 kg"); counts and other words ("3 cullerades", "2 unitats") in the fractions
 * a cook measures with, pinches whole; no unit, just the number.
 */
export function formatShoppingAmount({ quantity, unit }: ShoppingAmount): string {
  if (unit === 'g' || unit === 'ml') {
    const weighed = formatAmount(quantity, 'weighed');
    // 999 g rounds to 1000 on a scale: that is a kilo too.
    if (quantity >= 1000 || weighed === '1000')
      return `${formatAmount(quantity / 1000, 'decimal')} ${unit === 'g' ? 'kg' : 'l'}`;
    return `${weighed} ${unit}`;
  }
  const number = formatAmount(quantity, unit === 'pessics' ? 'whole' : 'fraction');
  // The list's own count unit reads as Catalan does: "1 unitat", "½ unitat", "2 unitats".
  const word = unit === 'unitats' && quantity <= 1 ? 'unitat' : unit;
  return word ? `${number} ${word}` : number;
}

/** Every amount of a line, joined: "200 g + 2 unitats"; empty for a line without a number. */
export function formatAmounts(amounts: readonly ShoppingAmount[]): string {
  return amounts.map(formatShoppingAmount).join(' + ');
}
