import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { LiveReplayButton } from '../../replay/components/live-replay-button.tsx';
import { formatLiveDay, formatLiveTime, type ProfileLive } from '../lib/profile-live.ts';

/**
 * One scheduled live on a profile: the recipe, its day (Spanish long format) and time, and 'Veure
 * Live' (or 'Veure la repetició' once it ended with a replay); on the chef's own profile, `actions` (change, delete) beside it.
 */
export function ProfileLiveCard({ live, actions }: { live: ProfileLive; actions?: ReactNode }) {
  return (
    <Paper component="article" withBorder radius="lg" p="md">
      <Stack gap={6} h="100%">
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {live.title}
        </Title>
        <Text fz="sm" c="dimmed">
          <IconCalendar size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {formatLiveDay(live.dia)}
        </Text>
        <Text fz="sm" c="dimmed">
          <IconClock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 6 }} />
          {formatLiveTime(live.hora)}
        </Text>
        {live.description && (
          <Text fz="sm" lineClamp={3}>
            {live.description}
          </Text>
        )}
        <Group mt="auto" justify="space-between" gap="xs">
          {live.status === 'ended' && live.replay ? (
            <LiveReplayButton live={live} />
          ) : (
            <Button
              component={Link}
              to={`/chat/${live.id}`}
              leftSection={<IconVideo size={16} aria-hidden />}
            >
              {tr.userProfile.watchLive}
            </Button>
          )}
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}
