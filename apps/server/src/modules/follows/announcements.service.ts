import type { PendingEvents, Tx } from '../../lib/events.ts';
import * as repo from './announcements.repo.ts';

/*
 * Telling a cook's followers of a new recipe or live (docs/product.md#following). The publishing
 * transaction writes one announcement; each follower's notice of it is written when they read
 * their notifications, or at once for the followers connected when it commits (the event below,
 * realtime/tell-connected-followers.ts). A cook with 100,000 followers costs one row, and nobody
 * else's requests wait on their telling (docs/decisions/0021).
 */

/**
 * Inside the publishing transaction: writes the announcement, and its `followers.announced` event
 * for once it commits. Nothing when this recipe or live was announced before.
 */
export async function announce(tx: Tx, pending: PendingEvents, a: repo.NewAnnouncement): Promise<void> {
  const id = await repo.insertAnnouncement(tx, a);
  if (id !== undefined) pending.add('followers.announced', { announcementId: id });
}
