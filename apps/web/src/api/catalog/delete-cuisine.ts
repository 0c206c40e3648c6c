import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** DELETE /api/cuisines/{id} (admins); a 409 says how many recipes still use it. */
export function deleteCuisine(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/cuisines/${id}`, { method: 'DELETE' });
}

export function useDeleteCuisine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCuisine,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.cuisines() }),
  });
}
