import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportAction } from '@receptari/shared/reports/reports.rules';
import type { resolveReportAnswerSchema } from '@receptari/shared/reports/reports.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from '../admin/keys.ts';
import { commentKeys } from '../comments/keys.ts';
import { profileKeys } from '../profiles/keys.ts';
import { recipeKeys } from '../recipes/keys.ts';

/** POST /api/admin/reports/{id}/resolve: dismiss the target's reports or delete the target. */
export function resolveReport(id: number, action: ReportAction) {
  return apiFetch<AnswerOf<typeof resolveReportAnswerSchema>>(`/admin/reports/${id}/resolve`, {
    method: 'POST',
    body: { action },
  });
}

/** The target leaves the screen; the lists it was hidden from or deleted from are read afresh as used. */
export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ReportAction }) => resolveReport(id, action),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all });
      void client.invalidateQueries({ queryKey: commentKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
