import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FollowListAnswer, followListAnswerSchema } from '@receptari/shared/follows/follows.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';

/** Which list of a profile: who follows them, or whom they follow. */
export type FollowListKind = 'followers' | 'following';

/** GET /api/users/{id}/followers or /following: one page, newest follow first. */
export function getFollowList(userId: number, kind: FollowListKind, cursor: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: '30' });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof followListAnswerSchema>>(`/users/${userId}/${kind}?${params.toString()}`, {
    signal,
  }) as Promise<FollowListAnswer>;
}

export const followListQuery = (userId: number, kind: FollowListKind) =>
  infiniteQueryOptions({
    // Under the profiles' prefix: a follow or unfollow marks them stale with the counts.
    queryKey: [...profileKeys.all, kind, userId] as const,
    queryFn: ({ pageParam, signal }) => getFollowList(userId, kind, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useFollowList(userId: number, kind: FollowListKind) {
  return useInfiniteQuery(followListQuery(userId, kind));
}
