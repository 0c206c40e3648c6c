import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { follows, users } from '../../db/schema/index.ts';

export async function findUser(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

/** Whether a new follow was written: following twice leaves the first row as it is. */
export async function insertFollow(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followedId })
    .onConflictDoNothing({ target: [follows.followerId, follows.followedId] })
    .returning({ id: follows.id });
  return rows.length > 0;
}

export async function deleteFollow(db: Db, followerId: number, followedId: number): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

/** `userId`'s counts, and whether `viewerId` follows them, in one statement (both counts by index). */
export async function stats(db: Db, userId: number, viewerId: number | null) {
  const { rows } = await db.execute<{ followers: number; following: number; mine: boolean }>(sql`
    select
      (select count(*)::int from ${follows} where followed_id = ${userId}) as followers,
      (select count(*)::int from ${follows} where follower_id = ${userId}) as following,
      exists (select 1 from ${follows} where follower_id = ${viewerId}::int and followed_id = ${userId})
        as mine`);
  const row = rows[0]!;
  return { followers: Number(row.followers), following: Number(row.following), mine: row.mine === true };
}

const listColumns = {
  followId: follows.id,
  id: users.id,
  name: users.name,
  img: users.img,
  role: users.role,
  followedAt: follows.createdAt,
};

/** Who follows `userId`, newest follow first, below the follow id `beforeId` when given. */
export const listFollowers = (db: Db, userId: number, limit: number, beforeId?: number) =>
  db
    .select(listColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followerId))
    .where(and(eq(follows.followedId, userId), beforeId === undefined ? undefined : lt(follows.id, beforeId)))
    .orderBy(desc(follows.id))
    .limit(limit);

/** Whom `userId` follows, newest follow first, below the follow id `beforeId` when given. */
export const listFollowing = (db: Db, userId: number, limit: number, beforeId?: number) =>
  db
    .select(listColumns)
    .from(follows)
    .innerJoin(users, eq(users.id, follows.followedId))
    .where(and(eq(follows.followerId, userId), beforeId === undefined ? undefined : lt(follows.id, beforeId)))
    .orderBy(desc(follows.id))
    .limit(limit);
