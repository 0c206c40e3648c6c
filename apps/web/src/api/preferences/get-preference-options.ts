import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PreferenceOptions,
  preferenceOptionsSchema,
} from '@receptari/shared/preferences/preferences.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { preferenceKeys } from './keys.ts';

/** GET /api/recommendations/options → { cuisines, categories }. */
export function getPreferenceOptions(signal?: AbortSignal): Promise<PreferenceOptions> {
  return apiFetch<AnswerOf<typeof preferenceOptionsSchema>>('/recommendations/options', { signal });
}

export const preferenceOptionsQuery = () =>
  queryOptions({
    queryKey: preferenceKeys.options(),
    queryFn: ({ signal }) => getPreferenceOptions(signal),
  });

export function usePreferenceOptions() {
  return useQuery(preferenceOptionsQuery());
}
