import { ActionIcon, Group, Indicator } from '@mantine/core';
import { IconBell, IconMessageChatbot, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { fill } from '@receptari/shared/i18n/fill';
import { ca } from '@receptari/shared/i18n/ca';
import { useUnreadCount } from '@/api/notifications/get-notifications.ts';
import { AdminMenu } from '@/components/admin/admin-menu.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/** More than this shows as '99+' on the badge (the link's name still says the exact count). */
const BADGE_MAX = 99;

/**
 * The landing page's header: the logo and a bell link to /notifications, with the unread count
 * as a badge once signed in (kept live by the socket and the 10 s refresh); beside it, an admin's
 * menu of the administration screens, once signed in, the way to /seguint (the landing page
 * keeps its three tabs: docs/product.md#feed), and for everyone the way to the cooking assistant
 * (/Chat), which the five navigation links of the spec leave out.
 */
export function LandingHeader() {
  const unread = useUnreadCount();
  const signedIn = useAuth().user !== null;
  return (
    <Group component="header" justify="space-between" wrap="nowrap">
      <Logo />
      <Group gap="xs" wrap="nowrap">
        <AdminMenu />
        <ActionIcon
          component={Link}
          to="/Chat"
          aria-label={ca.landing.assistantLabel}
          title={ca.landing.assistant}
          variant="light"
          size={44}
          radius="xl"
        >
          <IconMessageChatbot size={22} stroke={1.8} aria-hidden />
        </ActionIcon>
        {signedIn && (
          <ActionIcon
            component={Link}
            to="/seguint"
            aria-label={ca.landing.followingLabel}
            title={ca.landing.following}
            variant="light"
            size={44}
            radius="xl"
          >
            <IconUsers size={22} stroke={1.8} aria-hidden />
          </ActionIcon>
        )}
        <Indicator
          disabled={unread === 0}
          label={
            <span data-testid="unread-count" aria-hidden>
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </span>
          }
          size={20}
          offset={6}
          color="red"
          withBorder
          zIndex={2}
        >
          <ActionIcon
            component={Link}
            to="/notifications"
            aria-label={
              unread > 0 ? fill(ca.notificationsScreen.bellUnread, { n: unread }) : ca.landing.notifications
            }
            variant="light"
            size={44}
            radius="xl"
          >
            <IconBell size={22} stroke={1.8} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Group>
    </Group>
  );
}
