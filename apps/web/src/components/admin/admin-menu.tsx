import { ActionIcon, Drawer, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { isAdmin } from '@receptari/shared/auth/auth.rules';
import { ca } from '@receptari/shared/i18n/ca';
import { useAuth } from '@/lib/auth-store.ts';

/** The admin screens, in the drawer's order. */
export const ADMIN_LINKS: readonly { to: string; label: string }[] = [
  { to: '/recetas', label: ca.screens.RecetasList },
  { to: '/categories', label: ca.screens.CategoriesView },
  { to: '/cuisines', label: ca.screens.CuisinesView },
  { to: '/comments', label: ca.screens.comments },
  { to: '/users', label: ca.screens.UsersList },
  { to: '/revisio', label: ca.admin.reviewQueue },
  { to: '/verificacion', label: ca.admin.verifications },
  { to: '/registre', label: ca.admin.audit },
];

/**
 * The burger button of an admin: opens 'Panel d'Administració', a drawer of links to every admin
 * screen. Nothing at all for anyone else (the role compared case-insensitively).
 */
export function AdminMenu() {
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  if (!isAdmin(user?.role)) return null;
  return (
    <>
      <ActionIcon aria-label={ca.admin.menu} onClick={open} variant="light" size={44} radius="xl">
        <IconMenu2 size={22} stroke={1.8} aria-hidden />
      </ActionIcon>
      <Drawer opened={opened} onClose={close} title={ca.admin.drawerTitle} position="right" size="xs">
        <Stack component="nav" gap={2} aria-label={ca.admin.drawerTitle}>
          {ADMIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={pathname.toLowerCase() === link.to}
              aria-current={pathname.toLowerCase() === link.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
