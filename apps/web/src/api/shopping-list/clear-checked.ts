import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { clearCheckedAnswerSchema } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { updateCachedItems } from './get-shopping-list.ts';

/** DELETE /api/shopping-list/checked: every ticked line goes; the answer is what is left. */
export function clearChecked() {
  return apiFetch<AnswerOf<typeof clearCheckedAnswerSchema>>('/shopping-list/checked', {
    method: 'DELETE',
  });
}

export function useClearChecked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearChecked,
    onSuccess: ({ items }) => void updateCachedItems(client, () => items),
  });
}
