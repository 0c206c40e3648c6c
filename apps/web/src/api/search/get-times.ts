import { queryOptions, useQuery } from '@tanstack/react-query';
import type { timesAnswerSchema } from '@receptari/shared/search/search.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** GET /api/times: the minute values of the time filter. */
export function getTimes(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof timesAnswerSchema>>('/times', { signal });
}

export const timesQuery = () =>
  queryOptions({
    queryKey: searchKeys.times(),
    queryFn: ({ signal }) => getTimes(signal),
    select: (answer) => answer.times,
    // Fixed values: reused for 5 min.
    staleTime: 5 * 60_000,
  });

export function useTimes() {
  return useQuery(timesQuery());
}
