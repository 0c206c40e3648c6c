import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { importPreviewItems, importPreviews } from '../../../db/schema/index.ts';
import type { PreviewItem } from './preview/collect-preview-items.ts';

/** Rows per INSERT: a 2,000-recipe file in ten statements, each well under the parameter limit. */
const BATCH = 200;

export async function insertPreview(db: Db, row: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(importPreviews).values(row);
}

export async function insertItems(db: Db, previewId: string, items: readonly PreviewItem[]) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < items.length; i += BATCH) {
      await tx
        .insert(importPreviewItems)
        .values(items.slice(i, i + BATCH).map((item) => ({ previewId, ...item })));
    }
  });
}

export async function deletePreview(db: Db, id: string) {
  await db.delete(importPreviews).where(eq(importPreviews.id, id));
}

/** The preview when it is this user's and has not expired; undefined otherwise, whoever asks. */
export async function findOwnPreview(db: Db, id: string, userId: number, now: Date) {
  const [row] = await db
    .select({ id: importPreviews.id })
    .from(importPreviews)
    .where(
      and(eq(importPreviews.id, id), eq(importPreviews.userId, userId), gt(importPreviews.expiresAt, now)),
    );
  return row;
}

export const findItems = (db: Db, previewId: string, itemIds: string[]) =>
  db
    .select({
      itemId: importPreviewItems.itemId,
      importKey: importPreviewItems.importKey,
      draft: importPreviewItems.draft,
      picture: importPreviewItems.picture,
    })
    .from(importPreviewItems)
    .where(and(eq(importPreviewItems.previewId, previewId), inArray(importPreviewItems.itemId, itemIds)));

/** Drops the items done with; answers how many the preview still holds. */
export async function deleteItems(db: Db, previewId: string, itemIds: string[]) {
  if (itemIds.length > 0)
    await db
      .delete(importPreviewItems)
      .where(and(eq(importPreviewItems.previewId, previewId), inArray(importPreviewItems.itemId, itemIds)));
  const [row] = await db
    .select({ n: count() })
    .from(importPreviewItems)
    .where(eq(importPreviewItems.previewId, previewId));
  return row?.n ?? 0;
}

/** Deletes the previews past their time (their items go with them); answers their ids. */
export async function deleteExpired(db: Db, now: Date) {
  const rows = await db
    .delete(importPreviews)
    .where(lte(importPreviews.expiresAt, now))
    .returning({ id: importPreviews.id });
  return rows.map((r) => r.id);
}

/** Which of these ids are previews still kept. */
export async function keptPreviewIds(db: Db, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: importPreviews.id })
    .from(importPreviews)
    .where(inArray(importPreviews.id, ids));
  return new Set(rows.map((r) => r.id));
}
