import { useCallback, useMemo } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type {
  PatchShoppingItemBody,
  ShoppingItem,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { useDeleteShoppingItem } from '@/api/shopping-list/delete-shopping-item.ts';
import { useRestoreShoppingItems } from '@/api/shopping-list/restore-shopping-items.ts';
import { useUpdateShoppingItem } from '@/api/shopping-list/update-shopping-item.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

const t = trPlanning.list;
const failed = (error: unknown) => notify.error(() => messageOf(error, tr.common.unexpected));

/** What a line's controls do; stable functions, so 300 memoised lines do not draw again for nothing. */
export interface ItemActions {
  toggle: (item: ShoppingItem) => void;
  edit: (item: ShoppingItem, body: PatchShoppingItemBody) => Promise<void>;
  remove: (item: ShoppingItem) => void;
  /** Swaps the places of two lines of one aisle. */
  swap: (item: ShoppingItem, other: ShoppingItem) => void;
}

export function useItemActions(): ItemActions {
  const { mutate: update, mutateAsync: updateAsync } = useUpdateShoppingItem();
  const { mutate: destroy } = useDeleteShoppingItem();
  const { mutate: restore } = useRestoreShoppingItems();

  const toggle = useCallback(
    (item: ShoppingItem) => update({ id: item.id, body: { checked: !item.checked } }, { onError: failed }),
    [update],
  );
  const edit = useCallback(
    async (item: ShoppingItem, body: PatchShoppingItemBody) => {
      await updateAsync({ id: item.id, body });
    },
    [updateAsync],
  );
  const remove = useCallback(
    (item: ShoppingItem) =>
      destroy(item.id, {
        onError: failed,
        onSuccess: () =>
          notify.success(() => fill(t.itemDeleted, { name: item.name }), {
            label: () => t.undo,
            onClick: () => restore([item], { onError: failed }),
          }),
      }),
    [destroy, restore],
  );
  const swap = useCallback(
    (item: ShoppingItem, other: ShoppingItem) => {
      const move = (line: ShoppingItem, position: number) =>
        update({ id: line.id, body: { position } }, { onError: failed });
      if (item.position !== other.position) {
        move(item, other.position);
        move(other, item.position);
        return;
      }
      // Two lines on one place (added at once, ordered by age): the later one goes one place on.
      if (other.id > item.id) move(item, item.position + 1);
      else move(other, other.position + 1);
    },
    [update],
  );
  return useMemo(() => ({ toggle, edit, remove, swap }), [toggle, edit, remove, swap]);
}
