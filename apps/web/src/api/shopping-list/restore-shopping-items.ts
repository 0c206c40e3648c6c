import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingItem } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { addShoppingItem } from './add-shopping-item.ts';
import { shoppingListKeys } from './keys.ts';
import { updateShoppingItem } from './update-shopping-item.ts';

/**
 * 'Desfer' after a delete or 'Treure els comprats': each line is added again (POST /items with its
 * name, quantity, unit and aisle), then ticked and put back in its place (PATCH) when it was. The
 * contract has no way to restore a line's recipes: an undone line comes back as a free one.
 */
export async function restoreShoppingItem(item: ShoppingItem) {
  const { item: added } = await addShoppingItem({
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    aisle: item.aisle,
  });
  const body = { position: item.position, ...(item.checked ? { checked: true } : {}) };
  if (added.position === item.position && added.checked === item.checked) return added;
  return (await updateShoppingItem(added.id, body)).item;
}

export function useRestoreShoppingItems() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (items: readonly ShoppingItem[]) => {
      // One at a time: the list's positions and merges stay as they were, in order.
      for (const item of items) await restoreShoppingItem(item);
    },
    onSettled: () => client.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
