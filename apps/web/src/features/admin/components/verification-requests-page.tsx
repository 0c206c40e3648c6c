import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { fill } from '@receptari/shared/i18n/fill';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useDecideVerification } from '@/api/admin/decide-verification.ts';
import { useVerificationRequests } from '@/api/admin/get-verification-requests.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { DecisionButtons } from '@/components/ui/decision-buttons.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { formatWhen } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import { EmptyText, RowsSkeleton } from './admin-parts.tsx';

/** /verificacion for an admin: the pending chef requests, oldest first, to approve or dismiss. */
export function VerificationRequestsPage() {
  return (
    <AdminScreen title={trAdmin.admin.verifications}>
      <VerificationRequests />
    </AdminScreen>
  );
}

function VerificationRequests() {
  const requests = useVerificationRequests(true);
  const decide = useDecideVerification();
  const list = rowsOf(requests.data?.pages, (page) => page.requests);

  const answer = (id: number, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: (result) => notify.success(result.message),
        onError: (error) => notify.error(() => messageOf(error, trAdmin.admin.verificationFailed)),
      },
    );

  if (requests.isPending) return <RowsSkeleton rows={3} height={120} />;
  if (requests.isError && list.length === 0)
    return <QueryError message={trAdmin.admin.listLoadFailed} onRetry={() => void requests.refetch()} />;
  if (list.length === 0) return <EmptyText text={trAdmin.admin.verificationsEmpty} />;

  const sending = decide.isPending ? { id: decide.variables.id, value: decide.variables.decision } : null;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {list.map((request) => (
        <li key={request.id}>
          <Card withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Title order={2} fz="md">
                  {request.user.name}
                </Title>
                <Text fz="xs" c="dimmed">
                  {fill(trAdmin.admin.requestedAt, { date: formatWhen(request.updated_at) })}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {request.user.email}
              </Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {request.message}
              </Text>
              <DecisionButtons
                id={request.id}
                subject={request.user.name}
                sending={sending}
                decisions={[
                  {
                    value: 'approve',
                    text: trAdmin.admin.approve,
                    look: 'approve',
                    onClick: () => answer(request.id, 'approve'),
                  },
                  {
                    value: 'reject',
                    text: trAdmin.admin.dismiss,
                    look: 'dismiss',
                    onClick: () => answer(request.id, 'reject'),
                  },
                ]}
              />
            </Stack>
          </Card>
        </li>
      ))}
      {requests.hasNextPage ? (
        <li>
          <LoadMore
            loading={requests.isFetchingNextPage}
            failed={requests.isFetchNextPageError}
            failedMessage={trAdmin.admin.listLoadFailed}
            onMore={() => void requests.fetchNextPage()}
          />
        </li>
      ) : null}
    </Stack>
  );
}
