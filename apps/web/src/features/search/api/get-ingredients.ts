import { queryOptions, useQuery } from '@tanstack/react-query';
import { ingredientsAnswerSchema } from '@receptari/shared/search/search.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { logFailure } from './log-failure.ts';

/** GET /api/ingredients: every distinct ingredient name, for the ingredient section. */
export const ingredientsQuery = () =>
  queryOptions({
    queryKey: ['search', 'ingredients'],
    queryFn: ({ signal }) =>
      apiFetch('/ingredients', { schema: ingredientsAnswerSchema, signal }).catch(
        logFailure('els ingredients'),
      ),
    select: (a) => a.ingredients,
    staleTime: 60_000,
  });

export function useIngredients(enabled: boolean) {
  return useQuery({ ...ingredientsQuery(), enabled });
}
