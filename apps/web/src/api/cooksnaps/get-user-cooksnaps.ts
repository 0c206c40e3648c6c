import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  CooksnapListAnswer,
  cooksnapListAnswerSchema,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { COOKSNAPS_PAGE } from './get-recipe-cooksnaps.ts';
import { cooksnapKeys } from './keys.ts';

/** GET /api/users/{id}/cooksnaps: one page of what the cook made, newest first. */
export function getUserCooksnaps(
  userId: number,
  cursor: string,
  signal?: AbortSignal,
): Promise<CooksnapListAnswer> {
  const params = new URLSearchParams({ limit: String(COOKSNAPS_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof cooksnapListAnswerSchema>>(
    `/users/${userId}/cooksnaps?${params.toString()}`,
    { signal },
  );
}

export const userCooksnapsQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: cooksnapKeys.user(userId),
    queryFn: ({ pageParam, signal }) => getUserCooksnaps(userId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The profile's 'Ho he fet' section, page after page. */
export function useUserCooksnaps(userId: number) {
  return useInfiniteQuery(userCooksnapsQuery(userId));
}
