import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PendingCooksnapsAnswer,
  pendingCooksnapsAnswerSchema,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { PENDING_LIMIT } from '../admin/get-pending-recipes.ts';
import { cooksnapKeys } from './keys.ts';

/** GET /api/admin/cooksnaps/pending?limit=: the cooksnaps waiting for review, oldest first. */
export function getPendingCooksnaps(signal?: AbortSignal): Promise<PendingCooksnapsAnswer> {
  return apiFetch<AnswerOf<typeof pendingCooksnapsAnswerSchema>>(
    `/admin/cooksnaps/pending?limit=${PENDING_LIMIT}`,
    { signal },
  );
}

export const pendingCooksnapsQuery = () =>
  queryOptions({
    queryKey: cooksnapKeys.pending(),
    queryFn: ({ signal }) => getPendingCooksnaps(signal),
    select: (answer) => answer.cooksnaps,
  });

export function usePendingCooksnaps() {
  return useQuery(pendingCooksnapsQuery());
}
