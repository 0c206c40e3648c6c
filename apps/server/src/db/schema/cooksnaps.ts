import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { COOKSNAP_NOTE_MAX, type CooksnapStatus } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * 'Ho he fet!' (docs/product.md#cooksnaps): a cook's photo of a dish they made from a recipe, with a
 * note. 'pending' while an admin has to review a photo the food check could not call food, 'hidden'
 * while reports of 3 users wait for an admin (docs/product.md#denuncies); only
 * published ones count in recipes.cooksnaps_count. The serial id orders every list newest first and
 * is its cursor. Both the cook's deletion and the recipe's take the row with them.
 */
export const cooksnaps = pgTable(
  'cooksnaps',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A media URL the cook uploaded (media_uploads.url), as a recipe's image is.
    image: text('image').notNull(),
    note: text('note'),
    status: text('status').$type<CooksnapStatus>().notNull().default('published'),
    // Published with a photo the food check could not call food, under MEDIA_REVIEW=after: it waits
    // in the review queue for an admin's look after (docs/decisions/0020); cleared when kept.
    reviewAfter: boolean('review_after').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A recipe's grid, newest first.
    index('cooksnaps_recipe_id_idx').on(t.recipeId, t.id),
    // A cook's profile section, newest first; and what their deletion takes back.
    index('cooksnaps_user_id_idx').on(t.userId, t.id),
    // The review queue: the few that wait, oldest first.
    index('cooksnaps_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 'pending'`),
    index('cooksnaps_review_after_idx')
      .on(t.id)
      .where(sql`${t.reviewAfter}`),
    check('cooksnaps_status_check', sql`${t.status} in ('published', 'pending', 'hidden')`),
    check('cooksnaps_note_length_check', sql.raw(`char_length("note") <= ${COOKSNAP_NOTE_MAX}`)),
  ],
);

export type CooksnapRow = typeof cooksnaps.$inferSelect;
