import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeListPath } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeListAnswer, recipeListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';
import type { RecipeSort } from './list-params.ts';

// The call's parameter, from list-params.ts (keys.ts needs it too and imports no call).
export type { RecipeSort };

/** GET /api/recipes?sort=…: the first page of a home tab (at most 20 cards). */
export function getRecipes(sort: RecipeSort, signal?: AbortSignal): Promise<RecipeListAnswer> {
  return apiFetch<AnswerOf<typeof recipeListAnswerSchema>>(homeListPath(sort), {
    signal,
  });
}

export const recipesQuery = (sort: RecipeSort) =>
  queryOptions({
    queryKey: recipeKeys.list(sort),
    queryFn: ({ signal }) => getRecipes(sort, signal),
    select: (answer) => answer.recipes,
  });

export function useRecipes(sort: RecipeSort) {
  return useQuery(recipesQuery(sort));
}
