import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** DELETE /api/categories/{id} (admins); a 409 says how many recipes still use it. */
export function deleteCategory(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.categories() }),
  });
}
