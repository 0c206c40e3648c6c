import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  PendingVerificationsAnswer,
  pendingVerificationsAnswerSchema,
} from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { listParams } from './list-params.ts';

/** GET /api/admin/verification-requests?cursor=: pending chef requests, oldest first. */
export function getVerificationRequests(
  cursor: string,
  signal?: AbortSignal,
): Promise<PendingVerificationsAnswer> {
  return apiFetch<AnswerOf<typeof pendingVerificationsAnswerSchema>>(
    `/admin/verification-requests${listParams('', cursor)}`,
    {
      signal,
    },
  );
}

export const verificationRequestsQuery = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.verifications(),
    queryFn: ({ pageParam, signal }) => getVerificationRequests(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useVerificationRequests(enabled: boolean) {
  return useInfiniteQuery({ ...verificationRequestsQuery(), enabled });
}
