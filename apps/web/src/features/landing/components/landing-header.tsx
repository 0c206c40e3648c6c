import { ActionIcon, Group, Indicator } from '@mantine/core';
import { IconBell, IconMessageChatbot, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useUnreadCount } from '@/api/notifications/get-notifications.ts';
import { AdminMenu } from '@/components/admin/admin-menu.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import { useAuth } from '@/lib/auth-store.ts';

/** More than this shows as '99+' on the badge (the link's name still says the exact count). */
const BADGE_MAX = 99;

/** One of the header's round links: its icon, named by `label` (and shown `title` on hover). */
function HeaderLink({
  to,
  label,
  title,
  children,
}: {
  to: string;
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <ActionIcon
      component={Link}
      to={to}
      aria-label={label}
      title={title}
      variant="light"
      size={44}
      radius="xl"
    >
      {children}
    </ActionIcon>
  );
}

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
    // Its links may go under the logo rather than past a phone's edge (the larger text sizes).
    <Group component="header" justify="space-between" gap="xs">
      <Logo heading />
      <Group gap="xs" wrap="nowrap">
        <AdminMenu />
        <HeaderLink to="/Chat" label={tr.landing.assistantLabel} title={tr.landing.assistant}>
          <IconMessageChatbot size={22} stroke={1.8} aria-hidden />
        </HeaderLink>
        {signedIn && (
          <HeaderLink to="/seguint" label={tr.landing.followingLabel} title={tr.landing.following}>
            <IconUsers size={22} stroke={1.8} aria-hidden />
          </HeaderLink>
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
          <HeaderLink
            to="/notifications"
            label={
              unread > 0 ? fill(tr.notificationsScreen.bellUnread, { n: unread }) : tr.landing.notifications
            }
          >
            <IconBell size={22} stroke={1.8} aria-hidden />
          </HeaderLink>
        </Indicator>
      </Group>
    </Group>
  );
}
