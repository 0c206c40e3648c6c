import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Live, type LiveBody, liveSchema } from '@receptari/shared/lives/lives.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** POST /api/lives { recipe_id, dia, hora } (Madrid's clock): 201, the new live. */
export function createLive(body: LiveBody): Promise<Live> {
  return apiFetch('/lives', { method: 'POST', body, schema: liveSchema });
}

export function useCreateLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createLive,
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
