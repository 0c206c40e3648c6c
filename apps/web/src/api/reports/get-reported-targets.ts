import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ReportedTargetsAnswer,
  reportedTargetsAnswerSchema,
} from '@receptari/shared/reports/reports.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from '../admin/keys.ts';

/** The most reported targets the screen shows at once (the server's maximum). */
export const REPORTED_LIMIT = 100;

/** GET /api/admin/reports: each target with open reports, in context, the most reported first. */
export function getReportedTargets(signal?: AbortSignal): Promise<ReportedTargetsAnswer> {
  return apiFetch<AnswerOf<typeof reportedTargetsAnswerSchema>>(`/admin/reports?limit=${REPORTED_LIMIT}`, {
    signal,
  });
}

export const reportedTargetsQuery = () =>
  queryOptions({
    queryKey: adminKeys.reports(),
    queryFn: ({ signal }) => getReportedTargets(signal),
    select: (answer) => answer.targets,
  });

export function useReportedTargets(enabled: boolean) {
  return useQuery({ ...reportedTargetsQuery(), enabled });
}
