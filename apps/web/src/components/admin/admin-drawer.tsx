import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { caAdmin } from '@receptari/shared/i18n/ca-admin';

/** The admin screens, in the drawer's order. */
export const ADMIN_LINKS: readonly { to: string; label: string }[] = [
  { to: '/recetas', label: ca.screens.RecetasList },
  { to: '/categories', label: ca.screens.CategoriesView },
  { to: '/cuisines', label: ca.screens.CuisinesView },
  { to: '/comments', label: ca.screens.comments },
  { to: '/users', label: ca.screens.UsersList },
  { to: '/revisio', label: caAdmin.admin.reviewQueue },
  { to: '/denuncies', label: caAdmin.admin.reports },
  { to: '/verificacion', label: caAdmin.admin.verifications },
  { to: '/registre', label: caAdmin.admin.audit },
];

/** 'Panel d'Administració': a link to every admin screen; a link closes it. */
export default function AdminDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const here = useLocation().pathname.toLowerCase();
  return (
    <Drawer opened={opened} onClose={onClose} title={caAdmin.admin.drawerTitle} position="right" size="xs">
      <Stack component="nav" gap={2} aria-label={caAdmin.admin.drawerTitle}>
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
