import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { restoreCachedList, updateCachedItems } from './get-shopping-list.ts';
import { shoppingListKeys } from './keys.ts';

/** DELETE /api/shopping-list/items/{id} (204). */
export function deleteShoppingItem(id: number) {
  return apiFetch<undefined>(`/shopping-list/items/${id}`, { method: 'DELETE' });
}

/** The line leaves the cached list at once; a failure puts it back. */
export function useDeleteShoppingItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingItem,
    onMutate: async (id: number) => {
      await client.cancelQueries({ queryKey: shoppingListKeys.list() });
      return { before: updateCachedItems(client, (items) => items.filter((item) => item.id !== id)) };
    },
    onError: (_error, _id, context) => restoreCachedList(client, context?.before),
  });
}
