import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Preferences,
  preferencesSchema,
  type SavePreferencesBody,
} from '@receptari/shared/preferences/preferences.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { preferenceKeys } from './keys.ts';

/** POST /api/recommendations/preferences { cuisine_ids, category_ids } → the saved preferences. */
export function savePreferences(body: SavePreferencesBody): Promise<Preferences> {
  return apiFetch('/recommendations/preferences', { method: 'POST', body, schema: preferencesSchema });
}

/** The answer becomes the cached choice: the screen opened again shows it without asking. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(preferenceKeys.saved(), saved),
  });
}
