import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { UsersAnswer, usersAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { listParams } from './list-params.ts';

/** GET /api/users?q=&cursor=: every user, newest first, searched by name or email on the server. */
export function getUsers(q: string, cursor: string, signal?: AbortSignal): Promise<UsersAnswer> {
  // A 401 or 403 is shown on the screen ('La teva sessió ha expirat…'), not redirected.
  return apiFetch<AnswerOf<typeof usersAnswerSchema>>(`/users${listParams(q, cursor)}`, {
    signal,
    redirectOn401: false,
  });
}

export const usersQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(q.trim()),
    queryFn: ({ pageParam, signal }) => getUsers(q, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useUsers(q: string, enabled: boolean) {
  // While a new search loads, the rows shown stay (a click on one never loses its dialog).
  return useInfiniteQuery({ ...usersQuery(q), enabled, placeholderData: keepPreviousData });
}
