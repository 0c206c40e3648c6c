import { ActionIcon } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { isAdmin } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useAuth } from '@/lib/auth-store.ts';

// The drawer is fetched on the first click: the landing page's first paint carries the button alone.
const AdminDrawer = lazy(() => import('./admin-drawer.tsx'));

/**
 * The burger button of an admin: opens 'Panel d'Administració', a drawer of links to every admin
 * screen. Nothing at all for anyone else (the role compared case-insensitively).
 */
export function AdminMenu() {
  const { user } = useAuth();
  const [opened, setOpened] = useState(false);
  // Once opened, the drawer stays mounted, so it can animate closed.
  const [used, setUsed] = useState(false);
  if (!isAdmin(user?.role)) return null;
  return (
    <>
      <ActionIcon
        aria-label={tr.nav.adminMenu}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true);
          setOpened(true);
        }}
        variant="light"
        size={44}
        radius="xl"
      >
        <IconMenu2 size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
      {used ? (
        <Suspense fallback={null}>
          <AdminDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
