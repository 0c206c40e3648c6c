import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';

/**
 * Below this an amount is nothing: what is left after taking a share off a running total that
 * floating point added up (docs/product.md#shopping-list).
 */
const NOTHING = 1e-6;

// Totals are kept to a millionth of their unit, so adding and taking off shares never drifts.
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * `total` with `more` added: amounts of one unit add up, one of a unit the line does not hold yet
 * goes after the others ("200 g" + "2 unitats" stays two amounts on one line).
 */
export function addAmounts(
  total: readonly ShoppingAmount[],
  more: readonly ShoppingAmount[],
): ShoppingAmount[] {
  const sum = total.map((amount) => ({ ...amount }));
  for (const amount of more) {
    const same = sum.find((held) => held.unit === amount.unit);
    if (same) same.quantity = tidy(same.quantity + amount.quantity);
    else sum.push({ quantity: tidy(amount.quantity), unit: amount.unit });
  }
  return sum.filter((amount) => amount.quantity > NOTHING);
}

/**
 * `total` with `share` taken off, each unit clamped at 0; an amount that reaches 0 goes, so a line
 * whose only recipe is taken off is left with nothing.
 */
export function subtractAmounts(
  total: readonly ShoppingAmount[],
  share: readonly ShoppingAmount[],
): ShoppingAmount[] {
  const left = total.map((amount) => ({ ...amount }));
  for (const amount of share) {
    const same = left.find((held) => held.unit === amount.unit);
    if (same) same.quantity = tidy(Math.max(0, same.quantity - amount.quantity));
  }
  return left.filter((amount) => amount.quantity > NOTHING);
}
