import { sql, type SQL } from 'drizzle-orm';
import type { FeedItemType } from '@receptari/shared/feed/feed.schemas';
import type { Db } from '../../db/database.ts';
import { feedItems, follows, recipeLikeCounts, recipes, users } from '../../db/schema/index.ts';

/** Where the feed stands: the last item's exact creation time (microseconds), its type and id. */
export interface FeedKey {
  at: string;
  type: FeedItemType;
  id: number;
}

/** A cook's feed items after `after` (feed order: created_at, type, id, all descending). */
function olderThan(after: FeedKey | undefined): SQL {
  if (!after) return sql`true`;
  // The first column alone as well, so the walk starts at the cursor whatever the planner makes of
  // the row comparison.
  return sql`created_at <= ${after.at}::timestamptz
    and (created_at, type, id) < (${after.at}::timestamptz, ${after.type}::text, ${after.id}::int)`;
}

/** One walk of a cook's feed items, newest first, after `after` and `also`, at most `limit`. */
const walk = (cook: SQL, after: FeedKey | undefined, limit: number, also = sql`true`) => sql`
  select type, id, created_at from ${feedItems}
  where cook_id = ${cook} and ${olderThan(after)} and ${also}
  order by created_at desc, type desc, id desc
  limit ${limit}`;

/**
 * The newest `limit` items of the cooks `userId` follows, after `after`, read on request from
 * feed_items (one row per shown recipe, cooksnap and live, kept by triggers), never copied into each
 * follower's feed (docs/decisions/0018), in two steps of index walks:
 * - the head of each followed cook (their newest item: one index entry each);
 * - the page can only hold items at or after the `limit`-th newest head (that many items are at
 *   least that new), so only the cooks whose head is that new are walked further, and only down to
 *   it; with fewer heads than `limit`, every one is walked.
 * A user following 500 cooks thus reads 500 heads and a few dozen short walks.
 */
export function feedKeysQuery(userId: number, limit: number, after?: FeedKey): SQL {
  return sql`
    with followed as (select followed_id from ${follows} where follower_id = ${userId}),
    heads as materialized (
      select f.followed_id as cook, h.created_at
      from followed f cross join lateral (${walk(sql`f.followed_id`, after, 1)}) h),
    cut as (
      select coalesce(
        (select created_at from heads order by created_at desc offset ${limit - 1} limit 1),
        '-infinity'::timestamptz) as at)
    select i.type, i.id,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from heads h cross join lateral (
      ${walk(sql`h.cook`, after, limit, sql`created_at >= (select at from cut)`)}
    ) i
    where h.created_at >= (select at from cut)
    order by i.created_at desc, i.type desc, i.id desc
    limit ${limit}`;
}

/** The page's keys (feedKeysQuery), as the service pages them. */
export async function feedKeys(db: Db, userId: number, limit: number, after?: FeedKey) {
  const { rows } = await db.execute<{ type: FeedItemType; id: number; at: string }>(
    feedKeysQuery(userId, limit, after),
  );
  return rows.map((r) => ({ type: r.type, id: Number(r.id), at: r.at }));
}

/**
 * Cooks to suggest following: the authors of the most liked published recipes (a walk of the
 * popular index, no count over the catalogue), other than `userId` and those they follow, with
 * their counts.
 */
export async function suggestedCooks(db: Db, userId: number | null, limit: number) {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    img: string | null;
    followers: number;
    recipes: number;
  }>(sql`
    with top as (
      select user_id, max(likes_count) as likes
      from (select r.user_id, c.likes_count from ${recipeLikeCounts} c join ${recipes} r on r.id = c.recipe_id
            where r.status = 'published'
            order by c.likes_count desc, c.recipe_id desc limit 500) popular
      group by user_id
    )
    select u.id, u.name, u.img,
      (select count(*)::int from ${follows} where followed_id = u.id) as followers,
      (select count(*)::int from ${recipes} where user_id = u.id and status = 'published') as recipes
    from top join ${users} u on u.id = top.user_id
    where u.id <> ${userId ?? 0}::int
      and not exists (select 1 from ${follows} where follower_id = ${userId ?? 0}::int and followed_id = u.id)
    order by top.likes desc, u.id
    limit ${limit}`);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    followers: Number(r.followers),
    recipes: Number(r.recipes),
  }));
}
