import { IconBroadcast, IconHome, IconPlus, IconSearch, IconUser, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import classes from './bottom-nav.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** The add button stands out and carries no caption. */
  accent?: boolean;
}

// Read at render, so the labels follow the language (docs/decisions/0026).
const items = (): NavItem[] => [
  { to: '/', label: tr.nav.home, icon: IconHome },
  { to: '/search', label: tr.nav.search, icon: IconSearch },
  { to: '/agregar', label: tr.nav.add, icon: IconPlus, accent: true },
  { to: '/live', label: tr.nav.live, icon: IconBroadcast },
  { to: '/perfil', label: tr.nav.profile, icon: IconUser },
];

/** The five icon links at the bottom of every screen but login and register. */
export function BottomNav() {
  return (
    <nav aria-label={tr.nav.label} className={classes.nav}>
      <ul className={classes.list}>
        {items().map(({ to, label, icon: ItemIcon, accent }) => (
          <li key={to} className={classes.item}>
            <NavLink
              to={to}
              end={to === '/'}
              aria-label={label}
              title={label}
              className={accent ? `${classes.link} ${classes.accent}` : classes.link}
            >
              <span className={classes.icon} aria-hidden>
                <ItemIcon size={accent ? 26 : 24} stroke={accent ? 2.4 : 1.8} />
              </span>
              {!accent && (
                <span className={classes.caption} aria-hidden>
                  {label}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
