import { useQuery } from '@tanstack/react-query';
import type { LiveReplayAnswer, liveReplayAnswerSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** GET /api/lives/{id}/replay: the replay's video and its step chapters (docs/lives.md). */
export function getLiveReplay(liveId: number, signal?: AbortSignal): Promise<LiveReplayAnswer> {
  return apiFetch<AnswerOf<typeof liveReplayAnswerSchema>>(`/lives/${liveId}/replay`, { signal });
}

/** Read when the player opens, not with the list. */
export function useLiveReplay(liveId: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.replay(liveId),
    queryFn: ({ signal }) => getLiveReplay(liveId, signal),
    enabled,
  });
}
