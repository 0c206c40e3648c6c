import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { subtractAmounts } from './amounts.ts';

/**
 * A line with one recipe's share taken off (docs/product.md#shopping-list): exactly what that
 * recipe put on it, clamped at 0. The line goes when no other recipe is on it and nothing is left:
 * what a person added or raised by hand is what stays beyond the shares, so such a line stays with
 * it (a free line has no share and is never touched here).
 */
export function takeShareOff(
  total: readonly ShoppingAmount[],
  share: readonly ShoppingAmount[],
  otherShares: number,
): { amounts: ShoppingAmount[]; remove: boolean } {
  const amounts = subtractAmounts(total, share);
  return { amounts, remove: otherShares === 0 && amounts.length === 0 };
}
