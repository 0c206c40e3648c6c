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

/** The notification an event announces: new, so not read yet. */
export function presentCreatedNotification(event: DomainEvents['notification.created']): Notification {
  return presentNotification({
    id: event.notificationId,
    userId: event.userId,
    recipeId: event.recipeId,
    type: event.type,
    triggeredBy: event.triggeredBy,
    message: event.message,
    readAt: null,
    createdAt: new Date(event.createdAt),
  });
}

/** The notification a `notifications.created` event announces to one of its recipients. */
export function presentOneOfCreated(
  event: DomainEvents['notifications.created'],
  [id, userId]: DomainEvents['notifications.created']['recipients'][number],
): Notification {
  return presentNotification({
    id,
    userId,
    recipeId: event.recipeId,
    type: event.type,
    triggeredBy: event.triggeredBy,
    message: event.message,
    readAt: null,
    createdAt: new Date(event.createdAt),
  });
}
