import { MEDIA_FIELD } from '@receptari/shared/media/media.rules';
import type {
  ProfileUpdateAnswer,
  profileUpdateAnswerSchema,
} from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { useAccountChange } from './update-profile.ts';

/** PUT /api/updateProfilePicture (multipart, field `file`): checked, re-encoded and resized by the server. */
export function updatePicture(file: File): Promise<ProfileUpdateAnswer> {
  const form = new FormData();
  form.append(MEDIA_FIELD, file);
  return apiFetch<AnswerOf<typeof profileUpdateAnswerSchema>>('/updateProfilePicture', {
    method: 'PUT',
    body: form,
  });
}

export function useUpdatePicture() {
  return useAccountChange(updatePicture);
}
