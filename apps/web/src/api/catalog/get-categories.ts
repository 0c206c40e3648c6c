import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoriesAnswer, categoriesAnswerSchema } from '@receptari/shared/catalog/catalog.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { catalogKeys } from './keys.ts';

/** The catalogue changes when an admin edits it, rarely: a screen opened again reuses it for 5 min. */
export const CATALOG_STALE_MS = 5 * 60_000;

/** GET /api/categories: every category, for the recipe form's select and the search filters. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesAnswer> {
  return apiFetch<AnswerOf<typeof categoriesAnswerSchema>>('/categories', { signal });
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    select: (answer) => answer.categories,
    staleTime: CATALOG_STALE_MS,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}
