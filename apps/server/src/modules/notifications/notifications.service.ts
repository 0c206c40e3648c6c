import type { Notification } from '@receptari/shared/notifications/notifications.schemas';
import type { PendingEvents, Tx } from '../../lib/events.ts';
import { presentNotification } from './notification.presenter.ts';
import * as repo from './notifications.repo.ts';

/**
 * Writes a notification inside the caller's transaction (opened with transactionWithEvents) and
 * adds its `notification.created` event to `pending`: the recipient's sockets hear of it only if
 * that transaction commits. Nobody is notified of their own action: null then, and nothing written.
 */
export async function notify(
  tx: Tx,
  pending: PendingEvents,
  notice: repo.NewNotification,
): Promise<Notification | null> {
  if (notice.triggeredBy === notice.userId) return null;
  const row = await repo.insertNotification(tx, notice);
  pending.add('notification.created', {
    notificationId: row.id,
    userId: row.userId,
    recipeId: row.recipeId,
    type: row.type,
    triggeredBy: row.triggeredBy,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  });
  return presentNotification(row);
}
