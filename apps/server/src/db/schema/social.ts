import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { followerAnnouncements } from './follows.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/** One row per (user, recipe): the primary key makes a second like impossible. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index('likes_recipe_id_idx').on(t.recipeId)],
);

/**
 * Each recipe's likes count, out of the recipe's row (docs/decisions/0027). The popular orders walk
 * its indexes: every recipe's likes desc, and the most liked of each (cuisine, category) pair for
 * "Per a tu" (0 stands for none). A row per recipe, written by triggers on recipes (migration 0037):
 * one at its insert, its pair keys moved when its cuisine or category changes; a like moves only
 * `likes_count`. Kept in the recipe's row, every like was a new version of the whole recipe, with an
 * entry in each of its twenty indexes, the search's text indexes among them, and the searches then
 * read those entries back (bench/README.md).
 */
export const recipeLikeCounts = pgTable(
  'recipe_like_counts',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    likesCount: integer('likes_count').notNull().default(0),
    cuisineKey: integer('cuisine_key').notNull().default(0),
    categoryKey: integer('category_key').notNull().default(0),
  },
  (t) => [
    // NULLS FIRST is what a plain `order by x desc` means (recipes.ts).
    index('recipe_like_counts_popular_idx').on(
      t.likesCount.desc().nullsFirst(),
      t.recipeId.desc().nullsFirst(),
    ),
    index('recipe_like_counts_pair_idx').on(
      t.cuisineKey,
      t.categoryKey,
      t.likesCount.desc().nullsFirst(),
      t.recipeId.desc().nullsFirst(),
    ),
  ],
);

/** Bookmarks ('Recepta desada a les teves guardades'). */
export const savedRecipes = pgTable(
  'saved_recipes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recipeId] }),
    index('saved_recipes_recipe_id_idx').on(t.recipeId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    // SET NULL keeps the conversation when an author is deleted; it shows as 'Usuari desconegut'.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment').notNull(),
    // Reported by 3 users: out of the recipe's thread until an admin decides (docs/product.md#denuncies).
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('comments_recipe_created_idx').on(t.recipeId, t.createdAt.desc().nullsFirst()),
    index('comments_user_id_idx').on(t.userId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    // The recipient.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    triggeredBy: integer('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A followed cook's new recipe or live: the announcement it was written from, when the follower
    // read their notifications or was connected (docs/decisions/0021).
    announcementId: integer('announcement_id').references(() => followerAnnouncements.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // Each follower is told of an announcement once, whichever of their reads or connections wrote
    // it; announcement first, for the cascade of its recipe's or cook's deletion.
    uniqueIndex('notifications_announcement_key')
      .on(t.announcementId, t.userId)
      .where(sql`${t.announcementId} is not null`),
    index('notifications_recipe_id_idx').on(t.recipeId),
    index('notifications_triggered_by_idx').on(t.triggeredBy),
  ],
);

export type Like = typeof likes.$inferSelect;
export type SavedRecipe = typeof savedRecipes.$inferSelect;
export type Comment = typeof comments.$inferSelect;
export type Notification = typeof notifications.$inferSelect;
