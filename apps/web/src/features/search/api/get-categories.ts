import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema } from '@receptari/shared/catalog/catalog.schemas';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { logFailure } from './log-failure.ts';

const answer = z.object({ categories: z.array(categorySchema) });

/** GET /api/categories: the category section of the filter drawer. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) =>
      apiFetch('/categories', { schema: answer, signal }).catch(logFailure('les categories')),
    select: (a) => a.categories,
    staleTime: 5 * 60_000,
  });

export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQuery(), enabled });
}
