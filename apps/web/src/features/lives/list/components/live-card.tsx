import { trLives } from '@receptari/shared/i18n/tr/lives';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconClock, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ListedLive } from '@/api/lives/get-lives.ts';
import { LiveReplayButton } from '../../replay/components/live-replay-button.tsx';
import { LiveOwnerActions } from '../../schedule/components/live-owner-actions.tsx';
import type { ManagedLive } from '../../schedule/lib/managed-live.ts';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { liveEvent } from '../lib/calendar-event.ts';
import { liveWhen } from '../lib/live-date.ts';
import { RemindMeMenu } from './remind-me-menu.tsx';

const iconStyle = { verticalAlign: '-2px', marginRight: 6 };

/**
 * One live of the list: the chef (picture, or the default avatar), the recipe, when (Catalan, on
 * Madrid's clock), 'Recorda'm' and 'Uneix-te!'; the pencil and bin for its chef or an admin.
 * `chef={false}` leaves the chef out where the card's surroundings already name them (the feed).
 */
export function LiveCard({
  live,
  manage,
  onDelete,
  chef = true,
}: {
  live: ListedLive;
  manage: boolean;
  /** The bin's question, drawn by the list (the deletion takes this card away). */
  onDelete?: (live: ManagedLive) => void;
  chef?: boolean;
}) {
  const when = liveWhen(live);
  const titleId = `live-${live.id}-title`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        {(chef || manage || live.status === 'live') && (
          <Group gap="sm" wrap="nowrap" justify="space-between" align="flex-start">
            {chef && (
              <Group gap="sm" wrap="nowrap" miw={0}>
                <UserAvatar name={live.chef.name} img={live.chef.img} size={48} />
                <Text fw={600} truncate>
                  {live.chef.name}
                </Text>
              </Group>
            )}
            <Group gap={6} wrap="nowrap">
              {live.status === 'live' && (
                <Badge color="red" variant="filled" leftSection={<IconVideo size={12} aria-hidden />}>
                  {trLives.liveList.onAir}
                </Badge>
              )}
              {manage && onDelete && <LiveOwnerActions live={live} onDelete={onDelete} />}
            </Group>
          </Group>
        )}
        <Title order={2} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {live.title}
        </Title>
        {live.description && (
          <Text fz="sm" lineClamp={3}>
            {live.description}
          </Text>
        )}
        {when.ok ? (
          <Stack gap={2}>
            <Text fz="sm" c="dimmed">
              <IconCalendar size={14} aria-hidden style={iconStyle} />
              {when.date}
            </Text>
            <Text fz="sm" c="dimmed">
              <IconClock size={14} aria-hidden style={iconStyle} />
              {when.time}
            </Text>
          </Stack>
        ) : (
          <Text fz="sm" c="var(--app-color-warning-text)">
            <IconCalendar size={14} aria-hidden style={iconStyle} />
            {when.problem}
          </Text>
        )}
        {live.status === 'ended' && live.replay ? (
          <Group gap="xs" mt="auto">
            <LiveReplayButton live={live} />
          </Group>
        ) : (
          <Group gap="xs" mt="auto">
            {when.ok && (
              <RemindMeMenu
                event={liveEvent(live, when.start, window.location.origin)}
                liveId={live.id}
                describedBy={titleId}
              />
            )}
            <Button
              component={Link}
              to={`/chat/${live.id}`}
              leftSection={<IconVideo size={16} aria-hidden />}
              aria-describedby={titleId}
            >
              {trLives.liveList.join}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
