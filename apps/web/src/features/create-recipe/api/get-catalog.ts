import { queryOptions, useQuery } from '@tanstack/react-query';
import { categorySchema, cuisineSchema } from '@receptari/shared/catalog/catalog.schemas';
import { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';

const categoriesAnswer = z.object({ categories: z.array(categorySchema) });
const cuisinesAnswer = z.object({ cuisines: z.array(cuisineSchema) });

/** GET /api/categories and GET /api/cuisines, together: the form's two selects. */
async function getCatalog(signal?: AbortSignal) {
  const [{ categories }, { cuisines }] = await Promise.all([
    apiFetch('/categories', { schema: categoriesAnswer, signal }),
    apiFetch('/cuisines', { schema: cuisinesAnswer, signal }),
  ]);
  return { categories, cuisines };
}

export const catalogQuery = () =>
  queryOptions({ queryKey: ['catalog'], queryFn: ({ signal }) => getCatalog(signal), staleTime: 60_000 });

export function useCatalog() {
  return useQuery(catalogQuery());
}
