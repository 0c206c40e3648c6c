import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Preferences,
  preferencesSchema,
  SavePreferencesBody,
} from '@receptari/shared/preferences/preferences.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { preferenceKeys } from './keys.ts';

/** POST /api/recommendations/preferences { cuisine_ids, category_ids } → the saved preferences. */
export function savePreferences(body: SavePreferencesBody): Promise<Preferences> {
  return apiFetch<AnswerOf<typeof preferencesSchema>>('/recommendations/preferences', {
    method: 'POST',
    body,
  });
}

/** The answer becomes the cached choice: the screen opened again shows it without asking. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.saved(), saved),
  });
}
