import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
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

/**
 * A followed cook's new recipe or live being told to their followers (docs/product.md#following).
 * The publishing transaction writes the row; after the commit the followers are notified a batch at
 * a time (modules/follows/announcements.service.ts), each batch in a transaction of its own that
 * moves `done_follow_id` on, so a batch is written once even when an instance dies and another
 * takes the row over (`claimed_until`). `last_follow_id` is the newest follow at the publishing:
 * who follows later is not told. One row per recipe or live: a recipe published again is told once.
 */
export const followerAnnouncements = pgTable(
  'follower_announcements',
  {
    id: serial('id').primaryKey(),
    // The notice's type: 'followed_recipe' (subject: the recipe) or 'live' (subject: the live).
    type: text('type').notNull(),
    subjectId: integer('subject_id').notNull(),
    cookId: integer('cook_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The notices' recipe: a recipe deleted takes its announcement, and every notice of it, along.
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    // The cook's newest follow when it was published: who followed later is not told of it.
    lastFollowId: integer('last_follow_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('follower_announcements_subject_key').on(t.type, t.subjectId),
    // A follower's catching up: each followed cook's announcements after the follower's mark.
    index('follower_announcements_cook_idx').on(t.cookId, t.id),
    index('follower_announcements_recipe_id_idx').on(t.recipeId),
    check('follower_announcements_type_check', sql`${t.type} in ('followed_recipe', 'live')`),
  ],
);

/**
 * How far each user has caught up with the announcements (docs/decisions/0021): the announcements
 * up to `through_id` have been written into their notifications, or were not for them. No row: none
 * yet (a new account follows nobody older than its first read).
 */
export const followerAnnouncementsSeen = pgTable('follower_announcements_seen', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  throughId: integer('through_id').notNull(),
});

export type Follow = typeof follows.$inferSelect;
export type FollowerAnnouncement = typeof followerAnnouncements.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
