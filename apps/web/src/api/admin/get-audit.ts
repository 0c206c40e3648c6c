import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAnswer, auditAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { listParams } from './list-params.ts';

/** GET /api/admin/audit?q=&cursor=: the admins' actions, newest first. */
export function getAudit(q: string, cursor: string, signal?: AbortSignal): Promise<AuditAnswer> {
  return apiFetch<AnswerOf<typeof auditAnswerSchema>>(`/admin/audit${listParams(q, cursor)}`, { signal });
}

export const auditQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(q.trim()),
    queryFn: ({ pageParam, signal }) => getAudit(q, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export function useAudit(q: string, enabled: boolean) {
  // While a new search loads, the rows shown stay (a click on one never loses its dialog).
  return useInfiniteQuery({ ...auditQuery(q), enabled, placeholderData: keepPreviousData });
}
