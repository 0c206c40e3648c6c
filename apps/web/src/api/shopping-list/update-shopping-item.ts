import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PatchShoppingItemBody,
  ShoppingItem,
  shoppingItemAnswerSchema,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, ApiError, apiFetch } from '@/lib/api-client.ts';
import { restoreCachedList, updateCachedItems } from './get-shopping-list.ts';
import { queueCheckOff } from './queued-check-offs.ts';
import { shoppingListKeys } from './keys.ts';

/** PATCH /api/shopping-list/items/{id}: only the fields sent change. */
export function updateShoppingItem(id: number, body: PatchShoppingItemBody) {
  return apiFetch<AnswerOf<typeof shoppingItemAnswerSchema>>(`/shopping-list/items/${id}`, {
    method: 'PATCH',
    body,
  });
}

export interface ItemChange {
  id: number;
  body: PatchShoppingItemBody;
}

const patched = (item: ShoppingItem, body: PatchShoppingItemBody): ShoppingItem => {
  const next = { ...item, ...body } as ShoppingItem;
  // A new quantity or unit is the line's one amount from now on.
  if (body.quantity !== undefined || body.unit !== undefined) {
    next.amounts = next.quantity === null ? [] : [{ quantity: next.quantity, unit: next.unit }];
  }
  return next;
};

/** A tick alone: what may wait offline for the network (queued-check-offs.ts). */
const checkOffOf = ({ id, body }: ItemChange) =>
  typeof body.checked === 'boolean' && Object.keys(body).length === 1 ? { id, checked: body.checked } : null;

/**
 * A tick made without a network is queued and kept on screen (docs/product.md#offline-and-install):
 * null stands for the server's answer that will come when the queue is sent.
 */
async function sendOrQueue(change: ItemChange) {
  const checkOff = checkOffOf(change);
  // No network at all: queued at once. With one, the server is tried (a failure queues it too),
  // so a success tells lib/connection.ts it is reachable again and the queue is sent.
  if (checkOff && !navigator.onLine) {
    queueCheckOff(checkOff);
    return null;
  }
  try {
    return await updateShoppingItem(change.id, change.body);
  } catch (error) {
    if (!checkOff || !(error instanceof ApiError) || error.status !== 0) throw error;
    queueCheckOff(checkOff);
    return null;
  }
}

/**
 * Ticks, edits and moves a line. The cached list changes at once (a tick is seen before the
 * server answers); a failure puts it back, and the server's line replaces it after. A tick made
 * offline stays ticked and waits in the queue.
 */
export function useUpdateShoppingItem() {
  const client = useQueryClient();
  return useMutation({
    // Always run: TanStack would hold an offline write in memory only, lost with the tab.
    networkMode: 'always',
    mutationFn: sendOrQueue,
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: shoppingListKeys.list() });
      const before = updateCachedItems(client, (items) =>
        items.map((item) => (item.id === id ? patched(item, body) : item)),
      );
      return { before };
    },
    onError: (_error, _change, context) => restoreCachedList(client, context?.before),
    onSuccess: (answer) => {
      if (!answer) return;
      const { item } = answer;
      updateCachedItems(client, (items) => items.map((i) => (i.id === item.id ? item : i)));
    },
  });
}
