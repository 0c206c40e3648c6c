import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authTokens, users } from '../../db/schema/index.ts';

const publicColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  bio: users.bio,
  img: users.img,
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  bio: string | null;
  img: string | null;
};

export async function findUserByName(db: Db, name: string) {
  const [row] = await db
    .select({ ...publicColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.name, name))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of name and email are already taken (email compared case-insensitively). */
export async function takenFields(db: Db, name: string, email: string) {
  const rows = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(sql`${users.name} = ${name} or lower(${users.email}) = lower(${email})`);
  return {
    name: rows.some((r) => r.name === name),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Db, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(users).values(values).returning(publicColumns);
  return row!;
}

export async function insertToken(db: Db, userId: number, tokenHash: string) {
  await db.insert(authTokens).values({ userId, tokenHash });
}

export async function deleteToken(db: Db, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export async function findUserByTokenHash(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId)))
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}
