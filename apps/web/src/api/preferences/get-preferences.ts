import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences, preferencesSchema } from '@receptari/shared/preferences/preferences.schemas';
import { type AnswerOf, ApiError, apiFetch } from '@/lib/api-client.ts';
import { preferenceKeys } from './keys.ts';

/** GET /api/recommendations/preferences; a 404 means none saved yet, answered as null. */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences | null> {
  try {
    return await apiFetch<AnswerOf<typeof preferencesSchema>>('/recommendations/preferences', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferenceKeys.saved(),
    queryFn: ({ signal }) => getPreferences(signal),
  });

export function usePreferences() {
  return useQuery(preferencesQuery());
}
