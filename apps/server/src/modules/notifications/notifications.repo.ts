import type { NotificationType } from '@receptari/shared/notifications/notifications.schemas';
import type { Db } from '../../db/database.ts';
import { type Notification, notifications } from '../../db/schema/index.ts';

export type NewNotification = {
  userId: number;
  recipeId: number | null;
  type: NotificationType;
  triggeredBy: number | null;
  message: string;
};

/** A notification row, its type narrowed to the kinds this build writes. */
export type NotificationRow = Omit<Notification, 'type'> & { type: NotificationType };

export async function insertNotification(db: Db, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return { ...row!, type: values.type };
}
