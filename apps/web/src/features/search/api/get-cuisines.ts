import { queryOptions, useQuery } from '@tanstack/react-query';
import { cuisineSchema } from '@receptari/shared/catalog/catalog.schemas';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { logFailure } from './log-failure.ts';

const answer = z.object({ cuisines: z.array(cuisineSchema) });

/** GET /api/cuisines: the cuisine section of the filter drawer. */
export const cuisinesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'cuisines'],
    queryFn: ({ signal }) =>
      apiFetch('/cuisines', { schema: answer, signal }).catch(logFailure('les cuines')),
    select: (a) => a.cuisines,
    staleTime: 5 * 60_000,
  });

export function useCuisines(enabled: boolean) {
  return useQuery({ ...cuisinesQuery(), enabled });
}
