import { queryOptions, useQuery } from '@tanstack/react-query';
import { timesAnswerSchema } from '@receptari/shared/search/search.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { logFailure } from './log-failure.ts';

/** GET /api/times: the minute values of the time section. */
export const timesQuery = () =>
  queryOptions({
    queryKey: ['search', 'times'],
    queryFn: ({ signal }) =>
      apiFetch('/times', { schema: timesAnswerSchema, signal }).catch(logFailure('els temps')),
    select: (a) => a.times,
    staleTime: 5 * 60_000,
  });

export function useTimes(enabled: boolean) {
  return useQuery({ ...timesQuery(), enabled });
}
