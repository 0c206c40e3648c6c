import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { followerAnnouncements } from '../../src/db/schema/index.ts';

/**
 * Waits until the announcement of `subjectId` (a recipe, or a live for 'live') has been told to
 * every follower: that happens after the publishing commit (docs/product.md#following). The bound
 * is on waiting, never an assertion about time.
 */
export async function toldAll(db: Db, type: 'followed_recipe' | 'live', subjectId: number) {
  await expect
    .poll(
      async () =>
        (
          await db
            .select({ doneAt: followerAnnouncements.doneAt })
            .from(followerAnnouncements)
            .where(and(eq(followerAnnouncements.type, type), eq(followerAnnouncements.subjectId, subjectId)))
        )[0]?.doneAt ?? null,
      { timeout: 20_000, interval: 50 },
    )
    .not.toBeNull();
}
