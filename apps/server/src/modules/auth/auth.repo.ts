import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import type { UserRow } from '../../lib/session-user.ts';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  bio: users.bio,
  img: users.img,
  locale: users.locale,
};

/**
 * The account a login names: the one whose name has this skeleton (so case and look-alike forms
 * of a name find it; only one may exist), else, for rows without one yet, the exact name.
 */
export async function findUserByName(db: Db, name: string, skeleton: string) {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.nameSkeleton, skeleton), eq(users.name, name)))
    .orderBy(sql`${users.nameSkeleton} = ${skeleton} desc nulls last`)
    .limit(2);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * How `name` stands against the accounts found for it: taken but for case ('taken'), or only by
 * look ('lookAlike'), both by the skeleton; null when free.
 */
function nameState(rows: { name: string; skeleton: string | null }[], name: string, skeleton: string) {
  const lowered = name.toLowerCase();
  return rows.some((r) => r.name.toLowerCase() === lowered)
    ? 'taken'
    : rows.some((r) => r.skeleton === skeleton)
      ? 'lookAlike'
      : null;
}

/**
 * Which of name and email are already taken: the name but for case ('taken'), or only by look
 * ('lookAlike'), both by the skeleton; the email case-insensitively.
 */
export async function takenFields(db: Db, name: string, skeleton: string, email: string) {
  const rows = await db
    .select({ name: users.name, email: users.email, skeleton: users.nameSkeleton })
    .from(users)
    .where(
      // Each arm has its index (a bitmap OR, no scan). Rows without a skeleton are found by their
      // exact name only: the start-up backfill leaves none but look-alikes of one that has it.
      sql`${users.nameSkeleton} = ${skeleton} or ${users.name} = ${name}
          or lower(${users.email}) = lower(${email})`,
    );
  return {
    name: nameState(rows, name, skeleton),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

/** Whether another account than `userId` holds `name`, as takenFields decides it for a new one. */
export async function nameTakenByOther(db: Db, name: string, skeleton: string, userId: number) {
  const rows = await db
    .select({ name: users.name, skeleton: users.nameSkeleton })
    .from(users)
    .where(
      sql`(${users.nameSkeleton} = ${skeleton} or ${users.name} = ${name}) and ${users.id} <> ${userId}`,
    );
  return nameState(rows, name, skeleton);
}

export async function findPasswordHash(db: Db, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Revokes every token of the user but `keepTokenHash`; answers the hashes revoked. */
export async function deleteOtherTokens(db: Db, userId: number, keepTokenHash: string) {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, keepTokenHash)))
    .returning({ tokenHash: authTokens.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function insertUser(
  db: Db,
  values: { name: string; nameSkeleton: string; email: string; passwordHash: string },
) {
  const [row] = await db.insert(users).values(values).returning(publicColumns);
  return row!;
}

export async function insertToken(db: Db, userId: number, tokenHash: string) {
  await db.insert(authTokens).values({ userId, tokenHash });
}

export async function deleteToken(db: Db, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

/** The hashes of the user's session tokens (to drop them from every instance's session cache). */
export async function tokenHashesOf(db: Db, userId: number) {
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  return rows.map((r) => r.tokenHash);
}

/** A token unused for this many days stops working: its user signs in again (README, Security). */
export const TOKEN_IDLE_DAYS = 30;

/** A token's time of last use, or of creation when never used since. */
const lastUse = sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`;
const notIdle = sql`${lastUse} > now() - make_interval(days => ${TOKEN_IDLE_DAYS})`;

/** Built once for each database (db/prepared.ts): every signed-in request not in the session cache reads it. */
const tokenUserQuery = preparedPerDb((db) =>
  db
    // How old last_used_at may get before a use writes it again: one write per token an hour at most.
    .select({ ...publicColumns, stale: sql<boolean>`${lastUse} < now() - interval '1 hour'` })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), notIdle))
    .limit(1)
    .prepare('token_user'),
);

/**
 * The user of a token that is known and not idle for TOKEN_IDLE_DAYS, else undefined. A use marks
 * the token as used, at most once an hour, so an active session never expires.
 */
export async function findUserByTokenHash(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await tokenUserQuery(db).execute({ tokenHash });
  if (!row) return undefined;
  const { stale, ...user } = row;
  if (stale)
    await db
      .update(authTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(authTokens.tokenHash, tokenHash));
  return user;
}

/** Drops a user's idle tokens (they no longer open a session anyway): called at each login. */
export async function deleteIdleTokens(db: Db, userId: number) {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), sql`not (${notIdle})`));
}

/**
 * Gives the rows written before name skeletons existed theirs (migration 0009), one by one. A row
 * whose skeleton another row already holds keeps none: both old accounts go on working, and the
 * unique index still refuses every new look-alike of the one that has it. Answers how many were
 * left without.
 */
export async function backfillNameSkeletons(db: Db, skeletonOf: (name: string) => string) {
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`${users.nameSkeleton} is null`);
  let collided = 0;
  for (const row of rows) {
    const skeleton = skeletonOf(row.name);
    const [set] = await db
      .update(users)
      .set({ nameSkeleton: skeleton })
      .where(
        sql`${users.id} = ${row.id} and not exists
            (select 1 from users u where u.name_skeleton = ${skeleton})`,
      )
      .returning({ id: users.id });
    if (!set) collided++;
  }
  return collided;
}
