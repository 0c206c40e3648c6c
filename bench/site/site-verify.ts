import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { UsersResults } from './site-plan.ts';

const ints = (list: number[]) => `{${list.join(',')}}`;

/**
 * Every write a user was answered 2xx for, looked up in the database after the run (issue 37: an
 * acknowledged write lost in the kill must be counted, and the count must be 0).
 */
export async function verifyAcknowledged(db: Db, acked: UsersResults['acked']) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await db.execute<{ n: number }>(query)).rows[0]!.n);
  const pairs = (list: [number, number][]) => ({
    users: ints(list.map(([u]) => u)),
    recipes: ints(list.map(([, r]) => r)),
  });
  const likes = pairs(acked.likes);
  const saves = pairs(acked.saves);
  const likesFound = await count(sql`
    select count(*)::int as n from unnest(${likes.users}::int[], ${likes.recipes}::int[]) a(u, r)
    where exists (select 1 from likes l where l.user_id = a.u and l.recipe_id = a.r)`);
  const savesFound = await count(sql`
    select count(*)::int as n from unnest(${saves.users}::int[], ${saves.recipes}::int[]) a(u, r)
    where exists (select 1 from saved_recipes s where s.user_id = a.u and s.recipe_id = a.r)`);
  const commentsFound = await count(sql`
    select count(*)::int as n from comments where id = any(${ints(acked.comments)}::int[])`);
  const recipesFound = await count(sql`
    select count(*)::int as n from recipes where id = any(${ints(acked.recipes)}::int[])`);
  return {
    likes: { acked: acked.likes.length, missing: acked.likes.length - likesFound },
    saves: { acked: acked.saves.length, missing: acked.saves.length - savesFound },
    comments: { acked: acked.comments.length, missing: acked.comments.length - commentsFound },
    recipes: { acked: acked.recipes.length, missing: acked.recipes.length - recipesFound },
  };
}
export type Missing = Awaited<ReturnType<typeof verifyAcknowledged>>;

/** The notifications written for the bench's users while the load ran. */
export async function writtenNotifications(db: Db, from: number, to: number) {
  const { rows } = await db.execute<{ id: number; user_id: number; at: number }>(sql`
    select n.id, n.user_id, (extract(epoch from n.created_at) * 1000)::float8 as at
    from notifications n join users u on u.id = n.user_id
    where u.name ~ '^bench[0-9]+$'
      and n.created_at >= to_timestamp(${from / 1000}) and n.created_at <= to_timestamp(${to / 1000})`);
  return rows.map((r) => ({ id: Number(r.id), userId: Number(r.user_id), createdAt: Number(r.at) }));
}
