import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** DELETE /api/cuisines/{id} (admins); a 409 says how many recipes still use it. */
export function deleteCuisine(id: number) {
  return apiFetch(`/cuisines/${id}`, { method: 'DELETE', schema: messageAnswerSchema });
}

export function useDeleteCuisine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCuisine,
    onSuccess: () => client.invalidateQueries({ queryKey: catalogKeys.cuisines() }),
  });
}
