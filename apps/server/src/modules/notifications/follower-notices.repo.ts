import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  followerAnnouncements,
  followerAnnouncementsSeen,
  follows,
  notifications,
} from '../../db/schema/index.ts';
import { type NotificationRow, wanted } from './notifications.repo.ts';

/*
 * A followed cook's new recipe or live is one announcement row; each follower's notice of it is
 * written when that follower reads their notifications or, if connected, when it is published
 * (docs/decisions/0021). A cook with 100,000 followers costs one row at publishing, not 100,000.
 */

/**
 * How long after its creation an announcement is still looked at by a follower's catching up. Ids
 * are taken before the publishing transaction commits, so a smaller id can appear after a greater
 * one; a publishing transaction lasts far less than this, so none is skipped.
 */
const SETTLING = sql`interval '1 minute'`;

/**
 * The notices of the pairs that `from` and `where` give (naming `a`, the announcements, and `f`, the
 * follows of their cooks), for the followers who followed before each was published and want the
 * kind; each (announcement, follower) written once whoever writes it first. Returns the rows written.
 */
const insertNotices = (from: SQL, where: SQL) => sql`
  insert into ${notifications} (user_id, recipe_id, type, triggered_by, message, created_at, announcement_id)
  select f.follower_id, a.recipe_id, a.type, a.cook_id, a.message, a.created_at, a.id
  from ${from}
  where ${where} and f.id <= a.last_follow_id
    and case a.type
      when 'live' then ${wanted(sql`f.follower_id`, 'live')}
      else ${wanted(sql`f.follower_id`, 'followed_recipe')} end
  on conflict (announcement_id, user_id) where announcement_id is not null do nothing
  returning id, user_id, recipe_id, type, triggered_by, message, created_at`;

/**
 * Writes `userId`'s notices of the announcements since their mark (one statement), and moves the
 * mark to the newest announcement settled by now. Costs one index probe per followed cook.
 */
export async function catchUp(db: Db, userId: number): Promise<void> {
  await db.execute(sql`
    with seen as (
      select coalesce(
        (select through_id from ${followerAnnouncementsSeen} where user_id = ${userId}::int), 0) as through_id),
    written as (${insertNotices(
      sql`
      ${follows} f
      join ${followerAnnouncements} a
        on a.cook_id = f.followed_id and a.id > (select through_id from seen)`,
      sql`f.follower_id = ${userId}::int`,
    )}),
    settled as (
      select id from ${followerAnnouncements}
      where created_at < now() - ${SETTLING}
      order by id desc limit 1)
    insert into ${followerAnnouncementsSeen} (user_id, through_id)
    select ${userId}::int, settled.id from settled
    where settled.id > (select through_id from seen)
    on conflict (user_id) do update set through_id = greatest(
      ${followerAnnouncementsSeen.throughId}, excluded.through_id)`);
}

/** The notices of announcement `id` for those of `userIds` who follow its cook and want it. */
export async function insertForConnected(
  db: Db,
  id: number,
  userIds: readonly number[],
): Promise<NotificationRow[]> {
  // The ids are the server's own (its sockets' rooms), passed as one array literal parameter.
  const ids = `{${userIds.map((u) => Math.trunc(u)).join(',')}}`;
  const { rows } = await db.execute<{
    id: number;
    user_id: number;
    recipe_id: number;
    type: 'followed_recipe' | 'live';
    triggered_by: number;
    message: string;
    created_at: string | Date;
  }>(
    // One probe of each user's follow of the cook (the pair's key): the cook's whole list of
    // followers is never read.
    insertNotices(
      sql`
      ${followerAnnouncements} a
      cross join unnest(${ids}::int[]) as u(id)
      cross join lateral (
        select f.id, f.follower_id from ${follows} f
        where f.follower_id = u.id and f.followed_id = a.cook_id
        limit 1) f`,
      sql`a.id = ${id}::int`,
    ),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    recipeId: Number(row.recipe_id),
    type: row.type,
    triggeredBy: Number(row.triggered_by),
    message: row.message,
    readAt: null,
    createdAt: new Date(row.created_at),
    announcementId: id,
  }));
}
