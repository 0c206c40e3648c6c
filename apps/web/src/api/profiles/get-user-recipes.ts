import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { UserRecipesAnswer, userRecipesAnswerSchema } from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** Cards per page: three rows of the desktop grid, a comfortable scroll on a phone. */
export const USER_RECIPES_PAGE = 24;

/** GET /api/user/{id}/recipes: one page of the user's recipes, newest first. */
export function getUserRecipes(
  userId: number,
  cursor: string,
  signal?: AbortSignal,
): Promise<UserRecipesAnswer> {
  const params = new URLSearchParams({ limit: String(USER_RECIPES_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof userRecipesAnswerSchema>>(`/user/${userId}/recipes?${params.toString()}`, {
    signal,
  });
}

export const userRecipesQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: profileKeys.recipes(userId),
    queryFn: ({ pageParam, signal }) => getUserRecipes(userId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** Every recipe of a user, page after page (the profile answer holds only the first ones). */
export function useUserRecipes(userId: number) {
  return useInfiniteQuery(userRecipesQuery(userId));
}
