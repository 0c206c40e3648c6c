import { idSchema } from '@receptari/shared/common/common.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import {
  LIKE_RENOTIFY_AFTER_MS,
  type Notification,
  type NotificationListAnswer,
  type NotificationListQuery,
  type NotificationType,
} from '@receptari/shared/notifications/notifications.schemas';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, type PendingEvents, transactionWithEvents, type Tx } from '../../lib/events.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { findVisibleRecipe } from '../recipe-cards/index.ts';
import { presentNotification } from './notification.presenter.ts';
import * as followerNotices from './follower-notices.repo.ts';
import * as repo from './notifications.repo.ts';

/** The `notification.created` event of a stored notification: what sockets on every instance push. */
const createdEvent = (row: repo.NotificationRow) => ({
  notificationId: row.id,
  userId: row.userId,
  recipeId: row.recipeId,
  type: row.type,
  triggeredBy: row.triggeredBy,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

type NotifyOptions = {
  /** Write nothing when the same notice (recipient, type, recipe, who) was written this recently. */
  onceWithinMs?: number;
};

/**
 * Writes a notification inside the caller's transaction (opened with transactionWithEvents) and
 * adds its `notification.created` event to `pending`: the recipient's sockets hear of it only if
 * that transaction commits. Nobody is notified of their own action: null then, and nothing written;
 * null too for a repeat within `onceWithinMs`, and for a kind the recipient turned off.
 */
export async function notify(
  tx: Tx,
  pending: PendingEvents,
  notice: repo.NewNotification,
  options: NotifyOptions = {},
): Promise<Notification | null> {
  if (notice.triggeredBy === notice.userId) return null;
  const since = options.onceWithinMs === undefined ? undefined : new Date(Date.now() - options.onceWithinMs);
  const row = await repo.insertWantedNotification(tx, notice, since);
  if (!row) return null;
  pending.add('notification.created', createdEvent(row));
  return presentNotification(row);
}

/**
 * `notify` for many: one notice for each user `audience` selects (one insert ... select, in the
 * caller's transaction), told to their sockets by one `notifications.created` event once it commits.
 * The audience query must leave out whoever triggered it and whoever turned the kind off (`wanted`),
 * and cap itself.
 */
export async function notifyAudience(
  tx: Tx,
  pending: PendingEvents,
  audience: SQL,
  notice: Omit<repo.NewNotification, 'userId'>,
): Promise<number> {
  const rows = await repo.insertForAudience(tx, audience, notice);
  addBatchCreated(pending, rows);
  return rows.length;
}

/**
 * One `notifications.created` event for rows written by one statement (the same notice to many
 * recipients): every instance pushes it to the recipients it has sockets for.
 */
function addBatchCreated(pending: PendingEvents, rows: repo.NotificationRow[]) {
  const [first] = rows;
  if (!first) return;
  pending.add('notifications.created', {
    recipients: rows.map((row) => [row.id, row.userId]),
    recipeId: first.recipeId,
    type: first.type,
    triggeredBy: first.triggeredBy,
    message: first.message,
    // One statement's rows share its transaction's now().
    createdAt: first.createdAt.toISOString(),
  });
}

/**
 * A followed cook's announcement (a new recipe or live), written at once for the followers
 * connected to this instance (`userIds`, its sockets' users) and pushed to them; every other
 * follower gets it at their next read (`listNotifications`, decision 0021).
 */
export async function tellConnectedFollowers(
  db: Db,
  events: EventBus,
  announcementId: number,
  userIds: readonly number[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  return transactionWithEvents(db, events, async (tx, pending) => {
    const rows = await followerNotices.insertForConnected(tx, announcementId, userIds);
    addBatchCreated(pending, rows);
    return rows.length;
  });
}

/** The Catalan sentence naming who did what on which recipe. */
export function noticeMessage(
  type: Extract<NotificationType, 'comment' | 'like'>,
  name: string,
  title: string,
) {
  return fill(type === 'like' ? tr.notifications.liked : tr.notifications.commented, { name, title });
}

const cursorSchema = z.object({ at: z.iso.datetime(), id: idSchema });

/** The caller's notifications, newest first, a page at a time, with how many are unread in all. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: NotificationListQuery,
): Promise<NotificationListAnswer> {
  await followerNotices.catchUp(db, actor.id);
  const cursor = decodeCursor(cursorSchema, query.cursor);
  const before = cursor && { at: new Date(cursor.at), id: cursor.id };
  const { rows, unread } = await repo.pageWithUnread(db, actor.id, query.limit + 1, before);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    notifications: page.map(presentNotification),
    next_cursor:
      rows.length > query.limit && last
        ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id })
        : null,
    unread_count: unread,
  };
}

/** Marks one of the caller's own notifications read; anybody else's is a 404 and stays as it was. */
export async function markRead(db: Db, actor: Actor, id: number): Promise<Notification> {
  const row = await repo.markRead(db, actor.id, id);
  if (!row) throw AppError.notFound('notification_not_found', tr.notificationsApi.notFound);
  return presentNotification(row);
}

export async function markAllRead(db: Db, actor: Actor): Promise<number> {
  // What a read would show first, so that "all" holds the followed cooks' news not yet written.
  await followerNotices.catchUp(db, actor.id);
  return repo.markAllRead(db, actor.id);
}

export type CreateNotificationInput = {
  recipientId: number;
  recipeId: number;
  type: Extract<NotificationType, 'comment' | 'like'>;
  /** Only ever the caller; another id is refused. */
  triggeredBy?: number | undefined;
};

/**
 * A notification a client asks for (POST /notifications, the socket's createNotification): the
 * caller tells a recipe's author that they commented on or liked it. The recipe must be one the
 * caller may see and the recipient its author; the server writes the message, and the same notice
 * within ten minutes (the server's own, after a comment or like, included) is written once.
 */
export async function createNotification(
  db: Db,
  events: EventBus,
  actor: Actor,
  input: CreateNotificationInput,
): Promise<Notification | null> {
  if (input.triggeredBy !== undefined && input.triggeredBy !== actor.id) {
    throw AppError.forbidden('not_yours', tr.notificationsApi.notYou);
  }
  const recipe = await findVisibleRecipe(db, actor, input.recipeId);
  if (recipe.userId !== input.recipientId) {
    throw AppError.invalid({ user_id: [tr.notificationsApi.notAuthor] }, 'not_recipe_author');
  }
  return transactionWithEvents(db, events, (tx, pending) =>
    notify(
      tx,
      pending,
      {
        userId: recipe.userId,
        recipeId: recipe.id,
        type: input.type,
        triggeredBy: actor.id,
        message: noticeMessage(input.type, actor.name, recipe.title),
      },
      { onceWithinMs: LIKE_RENOTIFY_AFTER_MS },
    ),
  ).catch(recipeGoneAs404);
}
