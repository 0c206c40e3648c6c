import { sql, type SQL } from 'drizzle-orm';
import type { FeedItemType } from '@receptari/shared/feed/feed.schemas';
import type { Db } from '../../db/database.ts';
import { cooksnaps, follows, lives, recipes, users } from '../../db/schema/index.ts';

/** Where the feed stands: the last item's exact creation time (microseconds), its type and id. */
export interface FeedKey {
  at: string;
  type: FeedItemType;
  id: number;
}

/**
 * What one kind of item is read from: its table, the column naming the cook, and what else must
 * hold for it to be shown. Each has an index on (cook, created_at desc, id desc), so a cook's
 * newest items are one short index walk (docs/decisions/0018).
 */
interface FeedSource {
  type: FeedItemType;
  table: SQL;
  cook: SQL;
  shown: SQL;
}

const SOURCES: FeedSource[] = [
  { type: 'recipe', table: sql`${recipes}`, cook: sql`user_id`, shown: sql`status = 'published'` },
  { type: 'cooksnap', table: sql`${cooksnaps}`, cook: sql`user_id`, shown: sql`status = 'published'` },
  { type: 'live', table: sql`${lives}`, cook: sql`chef_id`, shown: sql`true` },
];

/**
 * The items of one source after `after`, in feed order (created_at desc, then type desc, then id
 * desc). Items at the cursor's own instant come after it when their type sorts before its type, or
 * for the same type when their id is smaller: the id bound folds that into one row comparison.
 */
function olderThan(source: FeedSource, after: FeedKey | undefined): SQL {
  if (!after) return sql`true`;
  const bound = source.type === after.type ? after.id : source.type < after.type ? 2 ** 31 : 0;
  return sql`(created_at, id) < (${after.at}::timestamptz, ${bound}::bigint)`;
}

/** One walk of a cook's items of `source`, newest first, after `after` and `also`, at most `limit`. */
const walk = (
  source: FeedSource,
  cook: SQL,
  after: FeedKey | undefined,
  limit: number,
  also = sql`true`,
) => sql`
  select id, created_at from ${source.table}
  where ${source.cook} = ${cook} and ${source.shown} and ${olderThan(source, after)} and ${also}
  order by created_at desc, id desc
  limit ${limit}`;

/**
 * The newest `limit` items of the cooks `userId` follows, after `after`, read on request, never
 * copied into each follower's feed (docs/decisions/0018), in two steps of index walks:
 * - the head of each followed cook and source (their newest item: one index entry each);
 * - the page can only hold items at or after the `limit`-th newest head (that many items are at
 *   least that new), so only the cooks and sources whose head is that new are walked further, and
 *   only down to it; with fewer heads than `limit`, every one is walked.
 * A user following 500 cooks thus reads about 1,500 heads and a few dozen short walks, where one
 * walk of `limit` items per cook and source read up to 1,500 × `limit` entries.
 */
export function feedKeysQuery(userId: number, limit: number, after?: FeedKey): SQL {
  const heads = SOURCES.map(
    (s) => sql`select ${s.type}::text as type, f.followed_id as cook, h.id, h.created_at
      from followed f cross join lateral (${walk(s, sql`f.followed_id`, after, 1)}) h`,
  );
  const items = SOURCES.map(
    (s) => sql`select ${s.type}::text as type, i.id, i.created_at
      from heads h cross join lateral (
        ${walk(s, sql`h.cook`, after, limit, sql`created_at >= (select at from cut)`)}
      ) i
      where h.type = ${s.type} and h.created_at >= (select at from cut)`,
  );
  return sql`
    with followed as (select followed_id from ${follows} where follower_id = ${userId}),
    heads as materialized (${sql.join(heads, sql` union all `)}),
    cut as (
      select coalesce(
        (select created_at from heads order by created_at desc offset ${limit - 1} limit 1),
        '-infinity'::timestamptz) as at)
    select type, id,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from (${sql.join(items, sql` union all `)}) items
    order by created_at desc, type desc, id desc
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
      from (select user_id, likes_count from ${recipes} where status = 'published'
            order by likes_count desc, id desc limit 500) popular
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
