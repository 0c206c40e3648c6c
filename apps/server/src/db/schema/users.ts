import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@receptari/shared/auth/auth.rules';
import { LOCALES, type Locale } from '@receptari/shared/i18n/locales';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored NFKC-normalised and trimmed (the shared name schema does it).
    name: text('name').notNull().unique(),
    // The UTS #39 confusables skeleton of the lower-cased name (auth/name-skeleton.ts): two names
    // alike by case or look share it, so its unique index refuses both in one lookup, race-free.
    // Null only for rows written before it existed and left unset because they collide.
    nameSkeleton: text('name_skeleton'),
    email: text('email').notNull(),
    // Null for accounts that cannot log in with a password.
    passwordHash: text('password_hash'),
    role: text('role').$type<Role>().notNull().default('user'),
    bio: text('bio'),
    img: text('img'),
    // The language chosen on /perfil, applied on every device it signs in on; null follows each
    // device's own choice, else the browser's.
    locale: text('locale').$type<Locale>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively, so uniqueness must be too.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_name_skeleton_key').on(t.nameSkeleton),
    check('users_role_check', sql`${t.role} in ('user', 'chef', 'admin')`),
    check('users_locale_check', sql.raw(`"locale" in (${LOCALES.map((l) => `'${l}'`).join(', ')})`)),
  ],
);

/** Bearer tokens; only their SHA-256 (hex) is stored, so a database leak gives no usable token. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type AuthToken = typeof authTokens.$inferSelect;
