import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { fill } from '@receptari/shared/i18n/fill';
import { caAdmin } from '@receptari/shared/i18n/ca-admin';
import { useDecideVerification } from '@/api/admin/decide-verification.ts';
import { useVerificationRequests } from '@/api/admin/get-verification-requests.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
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
    <AdminScreen title={caAdmin.admin.verifications}>
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
        onError: (error) => notify.error(messageOf(error, caAdmin.admin.verificationFailed)),
      },
    );

  if (requests.isPending) return <RowsSkeleton rows={3} height={120} />;
  if (requests.isError && list.length === 0)
    return <QueryError message={caAdmin.admin.listLoadFailed} onRetry={() => void requests.refetch()} />;
  if (list.length === 0) return <EmptyText text={caAdmin.admin.verificationsEmpty} />;

  const busyId = decide.isPending ? decide.variables.id : null;
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
                  {fill(caAdmin.admin.requestedAt, { date: formatWhen(request.updated_at) })}
                </Text>
              </Group>
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {request.user.email}
              </Text>
              <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {request.message}
              </Text>
              <Group gap="xs" mt="xs">
                <Button
                  color="green"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => answer(request.id, 'approve')}
                  loading={busyId === request.id && decide.variables?.decision === 'approve'}
                  disabled={busyId !== null && busyId !== request.id}
                  aria-label={`${caAdmin.admin.approve}: ${request.user.name}`}
                >
                  {caAdmin.admin.approve}
                </Button>
                <Button
                  color="gray"
                  variant="light"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={() => answer(request.id, 'reject')}
                  loading={busyId === request.id && decide.variables?.decision === 'reject'}
                  disabled={busyId !== null && busyId !== request.id}
                  aria-label={`${caAdmin.admin.dismiss}: ${request.user.name}`}
                >
                  {caAdmin.admin.dismiss}
                </Button>
              </Group>
            </Stack>
          </Card>
        </li>
      ))}
      {requests.hasNextPage ? (
        <li>
          <LoadMore
            loading={requests.isFetchingNextPage}
            failed={requests.isFetchNextPageError}
            failedMessage={caAdmin.admin.listLoadFailed}
            onMore={() => void requests.fetchNextPage()}
          />
        </li>
      ) : null}
    </Stack>
  );
}
