import { queryOptions, useQuery } from '@tanstack/react-query';
import type { likedListAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/user/liked-recipes: the recipes the caller likes, as cards. */
export function getLikedRecipes(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof likedListAnswerSchema>>('/user/liked-recipes', { signal });
}

export const likedRecipesQuery = () =>
  queryOptions({
    queryKey: recipeKeys.liked(),
    queryFn: ({ signal }) => getLikedRecipes(signal),
    select: (answer) => answer.recipes,
  });

export function useLikedRecipes() {
  return useQuery(likedRecipesQuery());
}
