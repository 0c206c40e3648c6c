import { formatAmount } from '@receptari/shared/quantities/format-amount';
import { unitLabel } from '@receptari/shared/quantities/unit-label';
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
      return `${formatAmount(quantity / 1000, 'decimal')} ${unitLabel(unit === 'g' ? 'kg' : 'l', quantity)}`;
    return `${weighed} ${unitLabel(unit, quantity)}`;
  }
  const number = formatAmount(quantity, unit === 'pessics' ? 'whole' : 'fraction');
  // Known ids in the reader's language, a unit the shopper typed as typed. Catalan shows the id,
  // a plural: the list's own count unit reads "1 unitat", "½ unitat", "2 unitats" there.
  const label = unitLabel(unit ?? '', quantity);
  const word = label === 'unitats' && quantity <= 1 ? 'unitat' : label;
  return word ? `${number} ${word}` : number;
}

/** Every amount of a line, joined: "200 g + 2 unitats"; empty for a line without a number. */
export function formatAmounts(amounts: readonly ShoppingAmount[]): string {
  return amounts.map(formatShoppingAmount).join(' + ');
}
