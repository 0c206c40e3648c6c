import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import { users } from './users.ts';

/**
 * An export file read and waiting for its owner to choose what to create (docs/product.md#import,
 * POST /import/file then /import/{id}/commit). Its pictures are files under
 * DATA_DIR/imports/{id}/; both go once `expires_at` passes (IMPORT_PREVIEW_TTL_MS).
 */
export const importPreviews = pgTable(
  'import_previews',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('import_previews_expires_at_idx').on(t.expiresAt)],
);

/** A recipe as the import read it: the create form's fields, the credit and the warnings. */
export type StoredImportDraft = Omit<ImportedDraft, 'image'>;

/** One recipe of a preview, until it is created or the preview expires. */
export const importPreviewItems = pgTable(
  'import_preview_items',
  {
    previewId: uuid('preview_id')
      .notNull()
      .references(() => importPreviews.id, { onDelete: 'cascade' }),
    // The id the preview answered for it ("1", "2", ...), in the file's order.
    itemId: text('item_id').notNull(),
    position: integer('position').notNull(),
    // recipes.import_key once created: the other app's own id, or a digest of the content.
    importKey: text('import_key').notNull(),
    draft: jsonb('draft').$type<StoredImportDraft>().notNull(),
    // The picture's file name in the preview's folder; null when the recipe brought none.
    picture: text('picture'),
  },
  (t) => [primaryKey({ columns: [t.previewId, t.itemId] })],
);
