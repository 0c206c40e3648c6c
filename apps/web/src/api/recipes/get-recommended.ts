import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_LIST_SIZE } from '@receptari/shared/recipes/recipes.rules';
import type { recipeCardsAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/recipes/recommended (signed in): the "Per a tu" tab. */
export function getRecommended(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof recipeCardsAnswerSchema>>(`/recipes/recommended?limit=${HOME_LIST_SIZE}`, {
    signal,
  });
}

export const recommendedQuery = (token: string) =>
  queryOptions({
    queryKey: recipeKeys.recommended(token),
    queryFn: ({ signal }) => getRecommended(signal),
    select: (answer) => answer.recipes,
  });

/** Mounted only when the tab is first chosen, so recommendations load on demand. */
export function useRecommended(token: string) {
  return useQuery(recommendedQuery(token));
}
