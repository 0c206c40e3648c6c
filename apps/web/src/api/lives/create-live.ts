import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Live, LiveBody, liveSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** POST /api/lives { recipe_id, dia, hora } (Madrid's clock): 201, the new live. */
export function createLive(body: LiveBody): Promise<Live> {
  return apiFetch<AnswerOf<typeof liveSchema>>('/lives', { method: 'POST', body });
}

export function useCreateLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLive,
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
