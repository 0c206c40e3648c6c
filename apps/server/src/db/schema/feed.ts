import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the feed shows of each cook (docs/product.md#feed), one row per published recipe, published
 * cooksnap and live: the three kinds in one index, so a reader who follows 500 cooks finds each
 * cook's newest item in one index descent instead of three (docs/decisions/0018).
 *
 * Kept by triggers on recipes, cooksnaps and lives (migration 0031), in the writing transaction:
 * a row exists exactly while its item is shown (a recipe or cooksnap published; every live), so a
 * recipe hidden, sent back to review or deleted leaves every feed at once. Nothing in the app
 * writes it. No foreign keys: the items' own deletions (and their cascades) remove the rows.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    // 'recipe', 'cooksnap' or 'live': the feed's order sorts on it after the instant.
    type: text('type').notNull(),
    // The recipe's, cooksnap's or live's id.
    id: integer('id').notNull(),
    // Its author: the recipe's and cooksnap's user_id, the live's chef_id.
    cookId: integer('cook_id').notNull(),
    // The item's own created_at, to the microsecond (the feed's cursor).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'feed_items_pkey', columns: [t.type, t.id] }),
    // A cook's items newest first in feed order, read index-only.
    index('feed_items_cook_idx').on(
      t.cookId,
      t.createdAt.desc().nullsFirst(),
      t.type.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('feed_items_type_check', sql`${t.type} in ('recipe', 'cooksnap', 'live')`),
  ],
);
