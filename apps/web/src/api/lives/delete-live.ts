import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** DELETE /api/lives/{id}: `{ message: 'Live eliminat correctament.' }`. */
export function deleteLive(id: number) {
  return apiFetch(`/lives/${id}`, { method: 'DELETE', schema: messageAnswerSchema });
}

/** Every list is refetched after a failure too: a 404 means someone else deleted it first. */
export function useDeleteLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLive,
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
