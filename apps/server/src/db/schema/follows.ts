import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Who follows whom (docs/product.md#following). The unique pair makes a second follow a no-op; the
 * serial id orders both lists newest first and is their cursor. Both ends go with either account.
 */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follows_pair_key').on(t.followerId, t.followedId),
    // A cook's followers, newest first (the list, the count, the audience of a new recipe or live).
    index('follows_followed_id_idx').on(t.followedId, t.id),
    // Whom a user follows, newest first.
    index('follows_follower_id_idx').on(t.followerId, t.id),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

/**
 * What a user turned off (docs/product.md#notification-settings). No row means every kind on: a row
 * is written the first time the user saves, and holds all six switches, so reading is one lookup
 * and the writers' audience queries skip whoever has the kind off with one `not exists`.
 * Verification and moderation notices have no switch: they are always written.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  comment: boolean('comment').notNull().default(true),
  like: boolean('like').notNull().default(true),
  follow: boolean('follow').notNull().default(true),
  cooksnap: boolean('cooksnap').notNull().default(true),
  followedRecipe: boolean('followed_recipe').notNull().default(true),
  followedLive: boolean('followed_live').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export type Follow = typeof follows.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
