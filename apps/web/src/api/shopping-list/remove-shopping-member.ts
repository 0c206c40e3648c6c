import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/**
 * DELETE /api/shopping-list/members/{userId}: the owner takes someone off the list, or a member
 * takes themself off ('Deixar aquesta llista', back to a list of their own).
 */
export function removeShoppingMember(userId: number) {
  return apiFetch<unknown>(`/shopping-list/members/${userId}`, { method: 'DELETE' });
}

export function useRemoveShoppingMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeShoppingMember,
    onSuccess: () => client.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
