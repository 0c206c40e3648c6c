import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Live, LiveBody, liveSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** PUT /api/lives/{id} with the whole body again: the live, changed. */
export function updateLive(id: number, body: LiveBody): Promise<Live> {
  return apiFetch<AnswerOf<typeof liveSchema>>(`/lives/${id}`, { method: 'PUT', body });
}

export function useUpdateLive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LiveBody) => updateLive(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
