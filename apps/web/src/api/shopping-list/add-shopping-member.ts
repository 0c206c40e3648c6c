import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { shoppingListAnswerSchema } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { shoppingListKeys } from './keys.ts';

/** POST /api/shopping-list/members { name }: shares the list with the user of that name. */
export function addShoppingMember(name: string) {
  return apiFetch<AnswerOf<typeof shoppingListAnswerSchema> | undefined>('/shopping-list/members', {
    method: 'POST',
    body: { name },
  });
}

export function useAddShoppingMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addShoppingMember,
    onSuccess: () => client.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
