import { queryOptions, useQuery } from '@tanstack/react-query';
import { timesAnswerSchema } from '@receptari/shared/search/search.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** GET /api/times: the minute values of the time filter. */
export function getTimes(signal?: AbortSignal) {
  return apiFetch('/times', { schema: timesAnswerSchema, signal });
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
