import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MediaKind, UploadVerdict } from '@receptari/shared/media/media.rules';
import { users } from './users.ts';

/**
 * Who uploaded each stored file, so a recipe can only point at its author's own uploads.
 * The url is the public path answered as `secure_url` (variants are not listed: they follow it).
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull().unique(),
    kind: text('kind').$type<MediaKind>().notNull(),
    // The server's own food check: of the image itself, or of the frames sent for a video
    // ('unchecked' until the first frame arrives). A recipe using anything but 'food' waits for review.
    verdict: text('verdict').$type<UploadVerdict>().notNull().default('unchecked'),
    // The check's own words on the verdict (of the image, or the video's deciding frame), which the
    // admin reviewing a recipe waiting for review reads; null until a check has spoken.
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_uploads_user_id_idx').on(t.userId),
    check('media_uploads_kind_check', sql`${t.kind} in ('image', 'video')`),
    check(
      'media_uploads_verdict_check',
      sql`${t.verdict} in ('food', 'unverified', 'not_food', 'unchecked')`,
    ),
  ],
);

export type MediaUpload = typeof mediaUploads.$inferSelect;
