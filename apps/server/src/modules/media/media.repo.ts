import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MediaKind, UploadVerdict } from '@receptari/shared/media/media.rules';
import type { Db } from '../../db/database.ts';
import { cooksnaps, mediaUploads, recipes } from '../../db/schema/index.ts';

export async function insertUpload(
  db: Db,
  row: { userId: number; url: string; kind: MediaKind; verdict: UploadVerdict; reason: string | null },
) {
  await db.insert(mediaUploads).values(row);
}

/**
 * Which of `urls` this user uploaded, with the server's verdict on each: recipe creation calls
 * it so a recipe can only point at its author's own files (or at none), and waits for review
 * unless they are all food. Others' uploads and unknown URLs are simply absent.
 */
export async function findOwnedUploads(
  db: Db,
  userId: number,
  urls: string[],
): Promise<Map<string, { kind: MediaKind; verdict: UploadVerdict; reason: string | null }>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      url: mediaUploads.url,
      kind: mediaUploads.kind,
      verdict: mediaUploads.verdict,
      reason: mediaUploads.reason,
    })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.url, wanted)));
  return new Map(rows.map((r) => [r.url, { kind: r.kind, verdict: r.verdict, reason: r.reason }]));
}

/**
 * One more checked frame of a video: any food frame makes the video food (docs/product.md#food-check);
 * otherwise an unsure frame keeps it unverified, and only frames that are all not food refuse
 * it. Answers the video's verdict now, or undefined when it is not this user's video.
 */
export async function recordFrameVerdict(
  db: Db,
  userId: number,
  url: string,
  frame: Exclude<UploadVerdict, 'unchecked'>,
  reason: string,
): Promise<UploadVerdict | undefined> {
  const rank = sql`array_position(array['unchecked', 'not_food', 'unverified', 'food'], ${mediaUploads.verdict})`;
  const frameRank = sql`array_position(array['unchecked', 'not_food', 'unverified', 'food'], ${frame}::text)`;
  const [row] = await db
    .update(mediaUploads)
    .set({
      verdict: sql`case when ${rank} < ${frameRank} then ${frame}::text else ${mediaUploads.verdict} end`,
      // The reason of the frame that decided the verdict: the best so far, the latest among equals.
      reason: sql`case when ${rank} <= ${frameRank} then ${reason}::text else ${mediaUploads.reason} end`,
    })
    .where(and(eq(mediaUploads.userId, userId), eq(mediaUploads.url, url), eq(mediaUploads.kind, 'video')))
    .returning({ verdict: mediaUploads.verdict });
  return row?.verdict;
}

/** The check's verdict and reason of each of `urls` that was uploaded (a review's "why"). */
export async function findUploadChecks(
  db: Db,
  urls: string[],
): Promise<Map<string, { verdict: UploadVerdict; reason: string | null }>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ url: mediaUploads.url, verdict: mediaUploads.verdict, reason: mediaUploads.reason })
    .from(mediaUploads)
    .where(inArray(mediaUploads.url, wanted));
  return new Map(rows.map((r) => [r.url, { verdict: r.verdict, reason: r.reason }]));
}

/**
 * Of these media URLs, those no recipe (image or video) and no cooksnap names any more, their
 * upload records deleted: the files the caller may remove once the transaction commits. A recipe
 * and a cooksnap only ever name their own author's uploads, so only the uploader's rows are read.
 */
export async function releaseUnusedUploads(db: Db, urls: (string | null)[]): Promise<string[]> {
  const wanted = [...new Set(urls.filter((u): u is string => u !== null))];
  if (wanted.length === 0) return [];
  const rows = await db
    .delete(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.url, wanted),
        // By the uploader's id first (an index of recipes and of cooksnaps starts with user_id), not every row.
        sql`not exists (select 1 from ${recipes} r where r.user_id = ${mediaUploads.userId}
          and (r.image = ${mediaUploads.url} or r.video = ${mediaUploads.url}))`,
        sql`not exists (select 1 from ${cooksnaps} c where c.user_id = ${mediaUploads.userId}
          and c.image = ${mediaUploads.url})`,
      ),
    )
    .returning({ url: mediaUploads.url });
  return rows.map((r) => r.url);
}
