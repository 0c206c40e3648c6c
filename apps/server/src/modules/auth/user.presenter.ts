import { ROLES, type Role } from '@receptari/shared/auth/auth.rules';
import type { User } from '@receptari/shared/auth/auth.schemas';
import { isLocale } from '@receptari/shared/i18n/locales';
import type { UserRow } from '../../lib/session-user.ts';

export const asRole = (role: string): Role =>
  (ROLES as readonly string[]).includes(role) ? (role as Role) : 'user';

export const presentUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: asRole(row.role),
  bio: row.bio,
  img: row.img,
  locale: isLocale(row.locale) ? row.locale : null,
});
