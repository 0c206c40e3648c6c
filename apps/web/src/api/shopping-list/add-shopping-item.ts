import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddShoppingItemBody,
  shoppingItemAnswerSchema,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { updateCachedItems } from './get-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';

/**
 * POST /api/shopping-list/items: a free line. The server may merge it into a line already there
 * ("sal" twice), so its answer replaces the line of the same id.
 */
export function addShoppingItem(body: AddShoppingItemBody) {
  return apiFetch<AnswerOf<typeof shoppingItemAnswerSchema>>('/shopping-list/items', {
    method: 'POST',
    body,
  });
}

export function useAddShoppingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addShoppingItem,
    onSuccess: ({ item }) => {
      updateCachedItems(client, (items) => [...items.filter((i) => i.id !== item.id), item]);
      void client.invalidateQueries({ queryKey: shoppingListKeys.all });
    },
  });
}
