import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** DELETE /api/categories/{id} (admins); a 409 says how many recipes still use it. */
export function deleteCategory(id: number) {
  return apiFetch(`/categories/${id}`, { method: 'DELETE', schema: messageAnswerSchema });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}
