import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';

/** The admin screens, in the drawer's order. */
export const ADMIN_LINKS: readonly { to: string; label: string }[] = [
  {
    to: '/recetas',
    get label() {
      return tr.screens.RecetasList;
    },
  },
  {
    to: '/categories',
    get label() {
      return tr.screens.CategoriesView;
    },
  },
  {
    to: '/cuisines',
    get label() {
      return tr.screens.CuisinesView;
    },
  },
  {
    to: '/comments',
    get label() {
      return tr.screens.comments;
    },
  },
  {
    to: '/users',
    get label() {
      return tr.screens.UsersList;
    },
  },
  {
    to: '/revisio',
    get label() {
      return trAdmin.admin.reviewQueue;
    },
  },
  {
    to: '/denuncies',
    get label() {
      return trAdmin.admin.reports;
    },
  },
  {
    to: '/verificacion',
    get label() {
      return trAdmin.admin.verifications;
    },
  },
  {
    to: '/registre',
    get label() {
      return trAdmin.admin.audit;
    },
  },
];

/** 'Panel d'Administració': a link to every admin screen; a link closes it. */
export default function AdminDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const here = useLocation().pathname.toLowerCase();
  return (
    <Drawer opened={opened} onClose={onClose} title={trAdmin.admin.drawerTitle} position="right" size="xs">
      <Stack component="nav" gap={2} aria-label={trAdmin.admin.drawerTitle}>
        {ADMIN_LINKS.map((link) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={here === link.to}
            aria-current={here === link.to ? 'page' : undefined}
            onClick={onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
