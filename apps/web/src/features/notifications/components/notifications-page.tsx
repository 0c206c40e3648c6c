import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { notificationsOf, unreadCountOf, useNotifications } from '@/api/notifications/get-notifications.ts';
import { useMarkAllRead } from '@/api/notifications/mark-all-read.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { NotificationItem } from './notification-item.tsx';

/** /notifications (signed in, behind the guard): newest first, read and unread, each to its recipe. */
export function NotificationsPage() {
  // Read at render: in the browser the core texts arrive after the modules load (decision 0026).
  const text = tr.notificationsScreen;
  const query = useNotifications();
  const markAll = useMarkAllRead();
  const unread = unreadCountOf(query.data);
  const list = notificationsOf(query.data);

  const markAllRead = () =>
    markAll.mutate(undefined, {
      onError: (error) => notify.error(() => messageOf(error, text.markFailed)),
    });

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <DocumentTitle title={tr.screens.Notifications} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{tr.screens.Notifications}</Title>
          {query.data && (
            <Text c="dimmed" fz="sm" role="status">
              {unread === 0 ? text.allRead : fill(text.unreadCount, { n: unread })}
            </Text>
          )}
        </Stack>
        {list.length > 0 && (
          <BusyButton
            variant="light"
            leftSection={<IconChecks size={18} aria-hidden />}
            onClick={markAllRead}
            disabled={unread === 0}
            busy={markAll.isPending}
            w={{ base: '100%', xs: 'auto' }}
          >
            {text.markAll}
          </BusyButton>
        )}
      </Group>

      {query.isPending ? (
        <PageLoader />
      ) : query.isError && !query.data ? (
        <QueryError message={text.loadFailed} onRetry={() => void query.refetch()} />
      ) : list.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconBellOff size={32} />
          </ThemeIcon>
          <Text fz="lg" fw={600}>
            {text.emptyTitle}
          </Text>
          <Text c="dimmed" maw={420}>
            {text.emptyText}
          </Text>
        </Stack>
      ) : (
        <>
          <Stack
            component="ul"
            gap="sm"
            p={0}
            m={0}
            aria-label={text.listLabel}
            style={{ listStyle: 'none' }}
          >
            {list.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </Stack>
          {query.isFetchNextPageError && (
            <QueryError message={text.loadFailed} onRetry={() => void query.fetchNextPage()} />
          )}
          {query.hasNextPage && !query.isFetchNextPageError && (
            <Group justify="center">
              <BusyButton
                variant="default"
                onClick={() => void query.fetchNextPage()}
                busy={query.isFetchingNextPage}
              >
                {tr.common.loadMore}
              </BusyButton>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
