import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** DELETE /api/users/{id}: the account and what it owns (admins only). */
export function deleteUser(id: number) {
  return apiFetch(`/users/${id}`, { method: 'DELETE', schema: messageAnswerSchema });
}

/** A deleted user leaves every cached list: the whole cache is refetched as it is used. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => void client.invalidateQueries(),
  });
}
