import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';

/** The admin screens, in the drawer's order; read at render, so the labels follow the language. */
export const adminLinks = (): readonly { to: string; label: string }[] => [
  { to: '/recetas', label: tr.screens.RecetasList },
  { to: '/categories', label: tr.screens.CategoriesView },
  { to: '/cuisines', label: tr.screens.CuisinesView },
  { to: '/comments', label: tr.screens.comments },
  { to: '/users', label: tr.screens.UsersList },
  { to: '/revisio', label: trAdmin.admin.reviewQueue },
  { to: '/denuncies', label: trAdmin.admin.reports },
  { to: '/verificacion', label: trAdmin.admin.verifications },
  { to: '/registre', label: trAdmin.admin.audit },
];

/** 'Panel d'Administració': a link to every admin screen; a link closes it. */
export default function AdminDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const here = useLocation().pathname.toLowerCase();
  return (
    <Drawer opened={opened} onClose={onClose} title={trAdmin.admin.drawerTitle} position="right" size="xs">
      <Stack component="nav" gap={2} aria-label={trAdmin.admin.drawerTitle}>
        {adminLinks().map((link, index) => (
          <NavLink
            key={link.to}
            component={Link}
            to={link.to}
            label={link.label}
            active={here === link.to}
            aria-current={here === link.to ? 'page' : undefined}
            onClick={onClose}
            // The drawer starts on its first link, not on 'Tancar'.
            data-autofocus={index === 0 || undefined}
          />
        ))}
      </Stack>
    </Drawer>
  );
}
