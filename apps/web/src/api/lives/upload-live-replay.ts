import type { Live, liveSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/lives/{id}/replay: the chef's recording of an ended live, the WebM as the raw body
 * (`Content-Type: video/webm`). Answers the live, with its replay.
 */
export function uploadLiveReplay(liveId: number, recording: Blob): Promise<Live> {
  const body = recording.type === 'video/webm' ? recording : new Blob([recording], { type: 'video/webm' });
  return apiFetch<AnswerOf<typeof liveSchema>>(`/lives/${liveId}/replay`, { method: 'POST', body });
}
