import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ShoppingItem,
  ShoppingListAnswer,
  shoppingListAnswerSchema,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';
import { withQueuedCheckOffs } from './queued-check-offs.ts';

/**
 * GET /api/shopping-list: the caller's list, its household and the recipes on it, with the
 * check-offs still waiting to be sent on top (made offline: queued-check-offs.ts).
 */
export async function getShoppingList(signal?: AbortSignal) {
  const answer = await apiFetch<AnswerOf<typeof shoppingListAnswerSchema>>('/shopping-list', { signal });
  return withQueuedCheckOffs(answer);
}

export const shoppingListQuery = () =>
  queryOptions({ queryKey: shoppingListKeys.list(), queryFn: ({ signal }) => getShoppingList(signal) });

export function useShoppingList() {
  return useQuery(shoppingListQuery());
}

/**
 * Rewrites the cached list's items (the optimistic updates of the writes); answers the list as it
 * was, for a rollback.
 */
export function updateCachedItems(
  client: QueryClient,
  change: (items: ShoppingItem[]) => ShoppingItem[],
): ShoppingListAnswer | undefined {
  const key = shoppingListKeys.list();
  const before = client.getQueryData<ShoppingListAnswer>(key);
  if (before) client.setQueryData<ShoppingListAnswer>(key, { ...before, items: change(before.items) });
  return before;
}

/** Puts back the list an optimistic update started from. */
export function restoreCachedList(client: QueryClient, before: ShoppingListAnswer | undefined) {
  if (before) client.setQueryData(shoppingListKeys.list(), before);
}
