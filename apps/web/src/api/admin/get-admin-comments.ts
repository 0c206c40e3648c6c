import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminCommentsAnswer, adminCommentsAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { listParams } from './list-params.ts';

/** GET /api/comments?q=&cursor=: every comment, newest first, searched by user, recipe or text. */
export function getAdminComments(
  q: string,
  cursor: string,
  signal?: AbortSignal,
): Promise<AdminCommentsAnswer> {
  return apiFetch<AnswerOf<typeof adminCommentsAnswerSchema>>(`/comments${listParams(q, cursor)}`, {
    signal,
  });
}

export const adminCommentsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.comments(q.trim()),
    queryFn: ({ pageParam, signal }) => getAdminComments(q, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useAdminComments(q: string, enabled: boolean) {
  // While a new search loads, the rows shown stay (a click on one never loses its dialog).
  return useInfiniteQuery({ ...adminCommentsQuery(q), enabled, placeholderData: keepPreviousData });
}
