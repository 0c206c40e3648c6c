import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PatchShoppingItemBody,
  ShoppingItem,
  shoppingItemAnswerSchema,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { restoreCachedList, updateCachedItems } from './get-shopping-list.ts';
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

/**
 * Ticks, edits and moves a line. The cached list changes at once (a tick is seen before the
 * server answers); a failure puts it back, and the server's line replaces it after.
 */
export function useUpdateShoppingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ItemChange) => updateShoppingItem(id, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: shoppingListKeys.list() });
      const before = updateCachedItems(client, (items) =>
        items.map((item) => (item.id === id ? patched(item, body) : item)),
      );
      return { before };
    },
    onError: (_error, _change, context) => restoreCachedList(client, context?.before),
    onSuccess: ({ item }) => {
      updateCachedItems(client, (items) => items.map((i) => (i.id === item.id ? item : i)));
    },
  });
}
