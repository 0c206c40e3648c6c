import { Card, SimpleGrid, Stack } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import type { ReportAction } from '@receptari/shared/reports/reports.rules';
import type { ReportedTarget } from '@receptari/shared/reports/reports.schemas';
import { useReportedTargets } from '@/api/reports/get-reported-targets.ts';
import { useResolveReport } from '@/api/reports/resolve-report.ts';
import { DecisionButtons } from '@/components/ui/decision-buttons.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { AdminScreen } from './admin-screen.tsx';
import { CardsSkeleton, ConfirmDelete, EmptyText } from './admin-parts.tsx';
import { labelOf, ReportedTargetView } from './reported-target-view.tsx';

const t = trAdmin.admin;

/**
 * 'Denúncies' (docs/product.md#denuncies): the reported targets, the most reported first, each in
 * context with its reasons; dismissing keeps it (and shows it again), deleting asks first.
 */
export function ReportsAdminPage() {
  return (
    <AdminScreen title={tr.screens.Denuncies}>
      <ReportedTargets />
    </AdminScreen>
  );
}

function ReportedTargets() {
  const targets = useReportedTargets(true);
  const resolve = useResolveReport();
  const question = useDialog<ReportedTarget>();
  const deleting = question.value;

  const decide = (target: ReportedTarget, action: ReportAction) =>
    resolve.mutate(
      { id: target.id, action },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(() => messageOf(error, t.reportFailed)),
        onSettled: () => {
          if (action === 'delete') question.close();
        },
      },
    );

  if (targets.isPending) return <CardsSkeleton cols={{ base: 1, md: 2 }} height={220} />;
  if (targets.isError)
    return <QueryError message={t.reportsLoadFailed} onRetry={() => void targets.refetch()} />;
  if (targets.data.length === 0) return <EmptyText text={t.reportsEmpty} />;

  const sending = resolve.isPending ? { id: resolve.variables.id, value: resolve.variables.action } : null;
  return (
    <>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        component="ul"
        aria-label={tr.screens.Denuncies}
        style={{ listStyle: 'none', padding: 0 }}
      >
        {targets.data.map((target) => (
          <li key={target.id}>
            <Card withBorder radius="md" padding="md" h="100%">
              <Stack gap="sm" h="100%">
                <ReportedTargetView target={target} />
                <DecisionButtons
                  id={target.id}
                  subject={labelOf(target)}
                  sending={sending}
                  mt="auto"
                  decisions={[
                    {
                      value: 'dismiss',
                      text: t.reportDismiss,
                      look: 'keep',
                      onClick: () => decide(target, 'dismiss'),
                    },
                    {
                      value: 'delete',
                      text: t.reportDelete,
                      look: 'delete',
                      onClick: () => question.open(target),
                    },
                  ]}
                />
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      {deleting && (
        <ConfirmDelete
          name={labelOf(deleting)}
          title={t.reportDeleteTitle}
          text={fill(deleting.target === 'user' ? t.reportDeleteUserText : t.reportDeleteText, {
            label: labelOf(deleting),
          })}
          confirm={t.reportDelete}
          busy={resolve.isPending}
          onConfirm={() => decide(deleting, 'delete')}
          onClose={question.close}
        />
      )}
    </>
  );
}
