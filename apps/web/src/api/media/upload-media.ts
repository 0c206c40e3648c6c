import { useMutation } from '@tanstack/react-query';
import { MEDIA_FIELD } from '@receptari/shared/media/media.rules';
import type { MediaAnswer, mediaAnswerSchema } from '@receptari/shared/media/media.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/media (multipart): the server checks, re-encodes and stores it; answers secure_url. */
export function uploadMedia(file: File): Promise<MediaAnswer> {
  const form = new FormData();
  form.append(MEDIA_FIELD, file);
  return apiFetch<AnswerOf<typeof mediaAnswerSchema>>('/media', { method: 'POST', body: form });
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
