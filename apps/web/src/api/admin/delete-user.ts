import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** DELETE /api/users/{id}: the account and what it owns (admins only). */
export function deleteUser(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/users/${id}`, { method: 'DELETE' });
}

/** A deleted user leaves every cached list: the whole cache is refetched as it is used. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => void client.invalidateQueries(),
  });
}
