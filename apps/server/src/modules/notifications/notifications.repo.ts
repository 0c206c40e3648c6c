import { and, desc, eq, getTableColumns, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { SETTING_OF_TYPE } from '@receptari/shared/notifications/notification-settings.schemas';
import type { NotificationType } from '@receptari/shared/notifications/notifications.schemas';
import type { Db } from '../../db/database.ts';
import { type Notification, notifications } from '../../db/schema/index.ts';
import { wants } from './notification-settings.repo.ts';

export type NewNotification = {
  userId: number;
  recipeId: number | null;
  type: NotificationType;
  triggeredBy: number | null;
  message: string;
};

/** A notification row, its type narrowed to the kinds this build writes. */
export type NotificationRow = Omit<Notification, 'type'> & { type: NotificationType };

/** True unless the recipient turned this kind off (docs/product.md#notification-settings). */
export function wanted(userIdColumn: SQL, type: NotificationType): SQL {
  const key = SETTING_OF_TYPE[type];
  return key ? wants(userIdColumn, key) : sql`true`;
}

/**
 * Writes `notice` unless its recipient turned its kind off or, with `since`, the same notice
 * (recipient, type, recipe, who) was written since then: one insert ... select ... where, where a
 * statement for each test and one for the write took three (a like's request sent ten statements,
 * bench/README.md "Fewer statements a request"). Null when nothing was written.
 */
export async function insertWantedNotification(
  db: Db,
  notice: NewNotification,
  since?: Date,
): Promise<NotificationRow | null> {
  const repeated = since
    ? sql`and not exists (${db
        .select({ one: sql`1` })
        .from(notifications)
        .where(sameNoticeSince(notice, since))})`
    : sql``;
  const { rows } = await db.execute<{ id: number; created_at: string | Date }>(sql`
    insert into ${notifications} (user_id, recipe_id, type, triggered_by, message)
    select ${notice.userId}::int, ${notice.recipeId}::int, ${notice.type}, ${notice.triggeredBy}::int, ${notice.message}
    where ${wanted(sql`${notice.userId}::int`, notice.type)} ${repeated}
    returning id, created_at`);
  const row = rows[0];
  if (!row) return null;
  return { ...notice, id: row.id, readAt: null, createdAt: new Date(row.created_at), announcementId: null };
}

/**
 * One notice for each user `audience` selects (a query of one column, `user_id`), in one
 * insert ... select; the rows written. The audience leaves out who turned the kind off (`wanted`),
 * before its own cap, so that nobody who wants it loses a place to somebody who does not.
 */
export async function insertForAudience(
  db: Db,
  audience: SQL,
  notice: Omit<NewNotification, 'userId'>,
): Promise<NotificationRow[]> {
  const { rows } = await db.execute<{ id: number; user_id: number; created_at: string | Date }>(sql`
    insert into ${notifications} (user_id, recipe_id, type, triggered_by, message)
    select audience.user_id, ${notice.recipeId}::int, ${notice.type}, ${notice.triggeredBy}::int, ${notice.message}
    from (${audience}) as audience
    returning id, user_id, created_at`);
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    recipeId: notice.recipeId,
    type: notice.type,
    triggeredBy: notice.triggeredBy,
    message: notice.message,
    readAt: null,
    createdAt: new Date(row.created_at),
    announcementId: null,
  }));
}

const asRow = (row: Notification): NotificationRow => ({ ...row, type: row.type as NotificationType });

/** The same notice as `notice` (recipient, type, recipe, who), written since `since`. */
function sameNoticeSince(notice: NewNotification, since: Date): SQL | undefined {
  return and(
    eq(notifications.userId, notice.userId),
    eq(notifications.type, notice.type),
    notice.recipeId === null ? isNull(notifications.recipeId) : eq(notifications.recipeId, notice.recipeId),
    notice.triggeredBy === null
      ? isNull(notifications.triggeredBy)
      : eq(notifications.triggeredBy, notice.triggeredBy),
    gte(notifications.createdAt, since),
  );
}

/** Where a page of notifications ends: the last one's instant and id. */
export type NotificationsCursor = { at: Date; id: number };

/**
 * One page of a user's notifications, newest first: by instant, then id. A followed cook's notice
 * is written when its follower catches up (follower-notices.repo.ts), with its announcement's
 * instant, so ids alone would show an old recipe above newer likes.
 *
 * With the user's unread count beside it, in the same statement (an uncorrelated subquery, run once):
 * a page and its count took two statements (bench/README.md, "Fewer statements a request"). A page
 * with no row cannot carry it: `countUnread` then.
 */
export async function pageWithUnread(
  db: Db,
  userId: number,
  limit: number,
  before?: NotificationsCursor,
): Promise<{ rows: NotificationRow[]; unread: number }> {
  const rows = await db
    .select({ ...getTableColumns(notifications), unread: sql<number>`(${unreadOf(userId)})`.mapWith(Number) })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        before === undefined
          ? undefined
          : // The row's own instant when it is still there: a Date keeps milliseconds, PostgreSQL micro.
            sql`(${notifications.createdAt}, ${notifications.id}) < (coalesce(
              (select n.created_at from ${notifications} n where n.id = ${before.id}::int),
              ${before.at.toISOString()}::timestamptz), ${before.id}::int)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const unread = rows[0]?.unread ?? (await countUnread(db, userId));
  return { rows: rows.map(({ unread: _, ...row }) => asRow(row)), unread };
}

/** How many of `userId`'s notifications are unread (one count over their rows). */
const unreadOf = (userId: number) =>
  sql`select count(*)::int from ${notifications} u where u.user_id = ${userId}::int and u.read_at is null`;

async function countUnread(db: Db, userId: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select (${unreadOf(userId)}) as n`);
  return Number(rows[0]?.n ?? 0);
}

/** Marks one of `userId`'s notifications read (kept as it was if already read); null if not theirs. */
export async function markRead(db: Db, userId: number, id: number): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? asRow(row) : null;
}

/** Marks every unread notification of `userId` read; how many there were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
