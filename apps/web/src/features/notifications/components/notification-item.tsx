import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBroadcast,
  IconCamera,
  IconCheck,
  IconChefHat,
  IconClipboardCheck,
  IconFlag,
  IconHeart,
  IconMessageCircle,
  IconToolsKitchen2,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification, NotificationType } from '@receptari/shared/notifications/notifications.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useMarkNotificationRead } from '@/api/notifications/mark-notification-read.ts';
import { BusySpinner, busyProps } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { formatFull, formatWhen } from '../lib/format-when.ts';
import classes from './notification-item.module.css';

const icons: Record<NotificationType, typeof IconHeart> = {
  comment: IconMessageCircle,
  like: IconHeart,
  review: IconClipboardCheck,
  verification: IconChefHat,
  live: IconBroadcast,
  follow: IconUserPlus,
  followed_recipe: IconToolsKitchen2,
  cooksnap: IconCamera,
  report_resolved: IconFlag,
};

/** Where the card leads: the recipe, or for a new follower their profile; null when it is gone. */
function targetOf(notification: Notification): string | null {
  if (notification.recipe_id !== null) return `/info/${notification.recipe_id}`;
  if (notification.type === 'follow' && notification.triggered_by !== null)
    return `/user/${notification.triggered_by}`;
  return null;
}

/**
 * One notification: what happened and when, 'Nova' or 'Llegida' in words (not by colour alone),
 * the whole card a link to its recipe. Opening it marks it read; the request goes on while the
 * recipe loads.
 */
export function NotificationItem({ notification }: { notification: Notification }) {
  // Read at render: in the browser the core texts arrive after the modules load (decision 0026).
  const text = tr.notificationsScreen;
  const markRead = useMarkNotificationRead();
  const unread = !notification.read;
  const Icon = icons[notification.type];
  const target = targetOf(notification);

  const mark = () =>
    markRead.mutate(notification, {
      onError: (error) => notify.error(() => messageOf(error, text.markFailed)),
    });

  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      className={`${classes.item} ${unread ? classes.unread : ''}`}
      data-read={notification.read}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size={40} color={unread ? 'orange' : 'gray'} aria-hidden>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} flex={1} miw={0}>
          {target !== null ? (
            <Anchor
              component={Link}
              to={target}
              onClick={() => {
                if (unread) mark();
              }}
              className={classes.link}
              c="inherit"
              underline="never"
              fw={unread ? 700 : 400}
            >
              {notification.message}
            </Anchor>
          ) : (
            <>
              <Text fw={unread ? 700 : 400}>{notification.message}</Text>
              {notification.type !== 'verification' && notification.type !== 'follow' && (
                <Text fz="sm" c="dimmed">
                  {text.recipeGone}
                </Text>
              )}
            </>
          )}
          <Group gap="xs">
            {unread ? (
              <Badge color="orange" variant="filled" size="sm">
                {text.unread}
              </Badge>
            ) : (
              <Text fz="xs" c="dimmed" fw={500}>
                {text.read}
              </Text>
            )}
            <Text
              fz="xs"
              c="dimmed"
              component="time"
              dateTime={notification.created_at}
              title={formatFull(notification.created_at)}
            >
              {formatWhen(notification.created_at)}
            </Text>
          </Group>
        </Stack>
        {unread && (
          <ActionIcon
            className={classes.action}
            variant="subtle"
            size={40}
            radius="xl"
            aria-label={text.markOne}
            title={text.markOne}
            {...busyProps(markRead.isPending, mark)}
          >
            {markRead.isPending ? <BusySpinner size={18} /> : <IconCheck size={20} aria-hidden />}
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}
