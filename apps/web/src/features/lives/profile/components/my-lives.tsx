import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMyLives } from '@/api/lives/get-my-lives.ts';
import { DeleteLiveQuestion, LiveOwnerActions } from '../../schedule/components/live-owner-actions.tsx';
import type { ManagedLive } from '../../schedule/lib/managed-live.ts';
import { ProfileLiveCard } from './profile-live-card.tsx';
import { ScheduleLiveButton } from '../../schedule/components/schedule-live-button.tsx';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useDialog } from '@/lib/use-dialog.ts';

/**
 * The signed-in chef's own lives (GET /mis-lives): schedule one, change or delete each. The lives
 * tab of /perfil, which app/routes/perfil.tsx fills with it.
 */
export function MyLives({ chefId }: { chefId: number }) {
  const lives = useMyLives();
  const deleting = useDialog<ManagedLive>();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <ScheduleLiveButton chefId={chefId} />
      </Group>
      {lives.isPending ? (
        <PageLoader />
      ) : lives.isError ? (
        <QueryError message={trLives.liveList.loadFailed} onRetry={() => void lives.refetch()} />
      ) : lives.data.length === 0 ? (
        <Text c="dimmed">{trLives.liveList.noOwnLives}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {lives.data.map((live) => (
            <ProfileLiveCard
              key={live.id}
              live={live}
              actions={<LiveOwnerActions live={live} onDelete={deleting.open} />}
            />
          ))}
        </SimpleGrid>
      )}
      {deleting.value && <DeleteLiveQuestion live={deleting.value} onClose={deleting.close} />}
    </Stack>
  );
}
