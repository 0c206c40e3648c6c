import type { Notification } from '@receptari/shared/notifications/notifications.schemas';
import type { DomainEvents } from '../../lib/events.ts';
import type { NotificationRow } from './notifications.repo.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    recipe_id: row.recipeId,
    type: row.type,
    triggered_by: row.triggeredBy,
    message: row.message,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

type NewNotice = Omit<DomainEvents['notifications.created'], 'recipients'>;

/** A notification an event announces: new, so not read yet. */
const presentNew = (id: number, userId: number, notice: NewNotice): Notification =>
  presentNotification({
    id,
    userId,
    recipeId: notice.recipeId,
    type: notice.type,
    triggeredBy: notice.triggeredBy,
    message: notice.message,
    readAt: null,
    createdAt: new Date(notice.createdAt),
    announcementId: null,
  });

/** The notification a `notification.created` event announces. */
export const presentCreatedNotification = (event: DomainEvents['notification.created']) =>
  presentNew(event.notificationId, event.userId, event);

/** The notification a `notifications.created` event announces to one of its recipients. */
export const presentOneOfCreated = (
  event: DomainEvents['notifications.created'],
  [id, userId]: DomainEvents['notifications.created']['recipients'][number],
) => presentNew(id, userId, event);
