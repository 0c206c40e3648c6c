import { queryOptions, useQuery } from '@tanstack/react-query';
import type { savedListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { savedKeys } from './keys.ts';

/** GET /api/user/saved-recipes: the caller's bookmarked recipes, as cards. */
export function getSavedRecipes(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof savedListAnswerSchema>>('/user/saved-recipes', { signal });
}

export const savedRecipesQuery = () =>
  queryOptions({
    queryKey: savedKeys.mine(),
    queryFn: ({ signal }) => getSavedRecipes(signal),
    select: (answer) => answer.recipes,
  });

export function useSavedRecipes() {
  return useQuery(savedRecipesQuery());
}
