import { AISLES, type Aisle } from '@receptari/shared/shopping-list/shopping-list.rules';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';

export interface AisleGroup {
  aisle: Aisle;
  items: ShoppingItem[];
}

/** Within an aisle: what is still to buy first, each part in the list's order (position, then age). */
export function compareItems(a: ShoppingItem, b: ShoppingItem): number {
  return Number(a.checked) - Number(b.checked) || a.position - b.position || a.id - b.id;
}

/** The lines under their aisles, in AISLES order; an aisle without lines is left out. */
export function groupByAisle(items: readonly ShoppingItem[]): AisleGroup[] {
  const byAisle = new Map<Aisle, ShoppingItem[]>();
  for (const item of items) {
    const lines = byAisle.get(item.aisle);
    if (lines) lines.push(item);
    else byAisle.set(item.aisle, [item]);
  }
  return AISLES.flatMap((aisle) => {
    const lines = byAisle.get(aisle);
    return lines ? [{ aisle, items: lines.sort(compareItems) }] : [];
  });
}
