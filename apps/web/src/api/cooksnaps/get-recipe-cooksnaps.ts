import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  RecipeCooksnapsAnswer,
  recipeCooksnapsAnswerSchema,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { cooksnapKeys } from './keys.ts';

/** Photos per page: two rows of the desktop grid, three of the phone's. */
export const COOKSNAPS_PAGE = 8;

/** GET /api/recipes/{id}/cooksnaps: one page, newest first, with the recipe's count. */
export function getRecipeCooksnaps(
  recipeId: number,
  cursor: string,
  signal?: AbortSignal,
): Promise<RecipeCooksnapsAnswer> {
  const params = new URLSearchParams({ limit: String(COOKSNAPS_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof recipeCooksnapsAnswerSchema>>(
    `/recipes/${recipeId}/cooksnaps?${params.toString()}`,
    { signal },
  );
}

export const recipeCooksnapsQuery = (recipeId: number) =>
  infiniteQueryOptions({
    queryKey: cooksnapKeys.recipe(recipeId),
    queryFn: ({ pageParam, signal }) => getRecipeCooksnaps(recipeId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** A recipe's 'Ho he fet!' photos, page after page. */
export function useRecipeCooksnaps(recipeId: number) {
  return useInfiniteQuery(recipeCooksnapsQuery(recipeId));
}
