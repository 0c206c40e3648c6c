import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ingredientsAnswerSchema } from '@receptari/shared/search/search.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { searchKeys } from './keys.ts';

/** GET /api/ingredients: every distinct ingredient name, for the ingredient filter. */
export function getIngredients(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof ingredientsAnswerSchema>>('/ingredients', { signal });
}

export const ingredientsQuery = () =>
  queryOptions({
    queryKey: searchKeys.ingredients(),
    queryFn: ({ signal }) => getIngredients(signal),
    select: (answer) => answer.ingredients,
    // Grows with every published recipe: kept a minute only.
    staleTime: 60_000,
  });

export function useIngredients() {
  return useQuery(ingredientsQuery());
}
