import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportBody, reportCreatedSchema } from '@receptari/shared/reports/reports.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from '../admin/keys.ts';

/** POST /api/reports: the report's id and a message to show. */
export function createReport(body: ReportBody) {
  return apiFetch<AnswerOf<typeof reportCreatedSchema>>('/reports', { method: 'POST', body });
}

/** Reports something; an admin's open Denúncies screen reads its list afresh. */
export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}
