import type { Db } from '../../src/db/database.ts';
import { catchUp } from '../../src/modules/notifications/follower-notices.repo.ts';

/**
 * What each of `userIds` finds when they next read their notifications: a followed cook's new
 * recipe or live is written into a follower's notifications then, or at once if they are
 * connected (docs/decisions/0021). Tests that read the rows directly call this first.
 */
export async function caughtUp(db: Db, userIds: readonly number[]) {
  for (const id of userIds) await catchUp(db, id);
}
