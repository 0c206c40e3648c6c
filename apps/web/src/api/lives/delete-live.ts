import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** DELETE /api/lives/{id}: `{ message: 'Live eliminat correctament.' }`. */
export function deleteLive(id: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/lives/${id}`, { method: 'DELETE' });
}

/** Every list is refetched after a failure too: a 404 means someone else deleted it first. */
export function useDeleteLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLive,
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
