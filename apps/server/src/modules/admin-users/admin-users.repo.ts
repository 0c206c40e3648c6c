import type { Role } from '@receptari/shared/auth/auth.rules';
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { likes, lives, mediaUploads, recipeLikeCounts, recipes, users } from '../../db/schema/index.ts';

const adminColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  img: users.img,
  createdAt: users.createdAt,
};

/** Newest first (ids grow with registration); `q` matches name or email, literally, any case. */
export function listUsers(db: Db, opts: { q?: string; beforeId?: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (opts.q) {
    const pattern = containsPattern(opts.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (opts.beforeId !== undefined) conditions.push(lt(users.id, opts.beforeId));
  return db
    .select(adminColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(opts.limit + 1);
}

export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];

/**
 * The admins' ids, their rows locked until the transaction ends: two admins demoting or deleting
 * each other at once take turns, and the second sees the first's change (PostgreSQL re-reads a
 * locked row that changed, and drops it when it is no longer an admin).
 */
export async function lockAdminIds(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  return rows.map((r) => r.id);
}

/** The user, locked until the transaction ends. */
export async function findUserForUpdate(tx: Db, id: number) {
  const [row] = await tx.select(adminColumns).from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

export async function setRole(tx: Db, id: number, role: Role) {
  const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(adminColumns);
  return row!;
}

/**
 * Every media URL the user's rows name: uploads, their recipes' image and video, their lives'
 * replays, the profile picture.
 */
export async function mediaUrlsOf(tx: Db, userId: number) {
  const uploads = await tx
    .select({ url: mediaUploads.url })
    .from(mediaUploads)
    .where(eq(mediaUploads.userId, userId));
  const own = await tx
    .select({ image: recipes.image, video: recipes.video })
    .from(recipes)
    .where(eq(recipes.userId, userId));
  const replays = await tx.select({ url: lives.replayUrl }).from(lives).where(eq(lives.chefId, userId));
  const [user] = await tx.select({ img: users.img }).from(users).where(eq(users.id, userId));
  return [
    ...uploads.map((u) => u.url),
    ...own.flatMap((r) => [r.image, r.video]),
    ...replays.map((r) => r.url),
    user?.img ?? null,
  ];
}

/**
 * Takes back the user's likes, moving each liked recipe's likes_count with them (the count is
 * kept by the likes writers, not by a trigger, so the cascade alone would leave it too high).
 */
export async function removeLikes(tx: Db, userId: number) {
  await tx.execute(sql`
    with gone as (
      delete from ${likes} where ${likes.userId} = ${userId} returning ${likes.recipeId} as recipe_id
    ), counted as (select recipe_id, count(*)::int as n from gone group by recipe_id)
    update ${recipeLikeCounts} set likes_count = greatest(${recipeLikeCounts.likesCount} - counted.n, 0)
    from counted where ${recipeLikeCounts.recipeId} = counted.recipe_id`);
}

/**
 * Deletes the user; the foreign keys do the rest in the same statement: their recipes (with
 * steps, ingredients, nutrition, likes, saves, folder entries, comments and notifications about
 * them), folders, saves, tokens, notifications, preferences, verification requests, lives and
 * uploads go (their cooksnaps, and others' cooksnaps of their recipes, the service takes first);
 * their comments on others' recipes and the notifications they triggered stay, with user_id /
 * triggered_by null; audit entries they wrote stay with admin_id null.
 */
export async function deleteUser(tx: Db, id: number) {
  const rows = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
