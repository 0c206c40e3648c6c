import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CuisinesAnswer, cuisinesAnswerSchema } from '@receptari/shared/catalog/catalog.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { CATALOG_STALE_MS } from './get-categories.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/cuisines: every cuisine, for the recipe form's select and the search filters. */
export function getCuisines(signal?: AbortSignal): Promise<CuisinesAnswer> {
  return apiFetch<AnswerOf<typeof cuisinesAnswerSchema>>('/cuisines', { signal });
}

export const cuisinesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.cuisines(),
    queryFn: ({ signal }) => getCuisines(signal),
    select: (answer) => answer.cuisines,
    staleTime: CATALOG_STALE_MS,
  });

export function useCuisines() {
  return useQuery(cuisinesQuery());
}
