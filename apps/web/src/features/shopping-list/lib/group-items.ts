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

/** Its neighbour in the same part of the aisle (to buy, or bought), or null. */
const sameState = (item: ShoppingItem, other: ShoppingItem | undefined) =>
  other && other.checked === item.checked ? other : null;

/** The line of that id and the lines 'Pujar' and 'Baixar' swap it with, or null when it is gone. */
export function lineWithNeighbours(groups: readonly AisleGroup[], id: number) {
  for (const group of groups) {
    const at = group.items.findIndex((item) => item.id === id);
    if (at === -1) continue;
    const item = group.items[at]!;
    return {
      item,
      above: sameState(item, group.items[at - 1]),
      below: sameState(item, group.items[at + 1]),
    };
  }
  return null;
}

/**
 * The groups cut to their first `limit` lines in all, in order: the first screenful of a long list
 * is drawn at once, the rest right after (shopping-list-page.tsx).
 */
export function firstLines(groups: readonly AisleGroup[], limit: number): AisleGroup[] {
  let left = limit;
  const shown: AisleGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    shown.push(group.items.length <= left ? group : { ...group, items: group.items.slice(0, left) });
    left -= group.items.length;
  }
  return shown;
}
