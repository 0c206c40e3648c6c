import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconVideoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { type ListedLive, useLives } from '@/api/lives/get-lives.ts';
import { canManageLive, type ManagedLive } from '../../schedule/lib/managed-live.ts';
import { DeleteLiveQuestion } from '../../schedule/components/live-owner-actions.tsx';
import { ScheduleLiveButton } from '../../schedule/components/schedule-live-button.tsx';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { filterLives } from '../lib/filter-lives.ts';
import { LiveCard } from './live-card.tsx';
import { LiveListSkeleton } from './live-list-skeleton.tsx';
import { loadFailureReason } from '../lib/load-failure.ts';

/**
 * /live: the scheduled lives, searchable by recipe or chef, each with 'Recorda'm' and 'Uneix-te!';
 * a chef schedules, changes and deletes their own here, an admin changes and deletes any.
 */
export function LiveListPage() {
  const { user } = useAuth();
  const lives = useLives();
  const [search, setSearch] = useState('');

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <DocumentTitle title={tr.screens.Live} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{tr.screens.Live}</Title>
        {user && isChef(user.role) && <ScheduleLiveButton chefId={user.id} />}
      </Group>
      <TextInput
        type="search"
        label={trLives.liveList.searchLabel}
        placeholder={trLives.liveList.searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {lives.isPending ? (
        <LiveListSkeleton />
      ) : lives.isError ? (
        <Alert color="red" variant="light" role="alert" title={trLives.liveList.loadFailed}>
          <Stack gap="xs" align="flex-start">
            {loadFailureReason(lives.error) && <Text fz="sm">{loadFailureReason(lives.error)}</Text>}
            <Button size="xs" variant="white" color="red" onClick={() => void lives.refetch()}>
              {tr.common.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {lives.data.malformed && (
            <Alert color="red" variant="light" role="alert">
              {trLives.liveList.unexpectedFormat}
            </Alert>
          )}
          <LiveGrid
            lives={filterLives(lives.data.lives, search)}
            searching={search.trim() !== '' && lives.data.lives.length > 0}
            user={user}
          />
        </>
      )}
    </Stack>
  );
}

type GridProps = {
  lives: ListedLive[];
  searching: boolean;
  user: { id: number; role: string } | null;
};

function LiveGrid({ lives, searching, user }: GridProps) {
  // Here, not on the card: a deletion takes the card away, and useDialog then gives the focus to the heading.
  const deleting = useDialog<ManagedLive>();
  return (
    <>
      {lives.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconVideoOff size={40} stroke={1.5} aria-hidden color="var(--mantine-color-gray-5)" />
          <Text c="dimmed" role="status">
            {searching ? trLives.liveList.noMatches : trLives.liveList.empty}
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {lives.map((live) => (
            <LiveCard key={live.id} live={live} manage={canManageLive(live, user)} onDelete={deleting.open} />
          ))}
        </SimpleGrid>
      )}
      {deleting.value && <DeleteLiveQuestion live={deleting.value} onClose={deleting.close} />}
    </>
  );
}
