import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FeedAnswer, feedAnswerSchema } from '@receptari/shared/feed/feed.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

/** Items per page: a few screens on a phone. */
export const FEED_PAGE = 20;

/** GET /api/feed: one page of what the followed cooks published, newest first. */
export function getFeed(cursor: string, signal?: AbortSignal): Promise<FeedAnswer> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<AnswerOf<typeof feedAnswerSchema>>(`/feed?${params.toString()}`, { signal });
}

export const feedQuery = () =>
  infiniteQueryOptions({
    queryKey: feedKeys.items(),
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** The signed-in user's feed, page after page. */
export function useFeed() {
  return useInfiniteQuery(feedQuery());
}
