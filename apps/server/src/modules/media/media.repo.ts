import { and, eq, inArray } from 'drizzle-orm';
import type { MediaKind } from '@receptari/shared/media/media.rules';
import type { Db } from '../../db/client.ts';
import { mediaUploads } from '../../db/schema/index.ts';

export async function insertUpload(db: Db, row: { userId: number; url: string; kind: MediaKind }) {
  await db.insert(mediaUploads).values(row);
}

/**
 * Which of `urls` this user uploaded: recipe creation calls it so a recipe can only point at
 * its author's own files (or at none). Others' uploads and unknown URLs are simply absent.
 */
export async function findOwnedUploads(db: Db, userId: number, urls: string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ url: mediaUploads.url })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.url, wanted)));
  return new Set(rows.map((r) => r.url));
}
