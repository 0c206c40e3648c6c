import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mealPlanCalendars, users } from '../../db/schema/index.ts';

export async function findCalendarToken(db: Db, userId: number) {
  const [row] = await db
    .select({ token: mealPlanCalendars.token })
    .from(mealPlanCalendars)
    .where(eq(mealPlanCalendars.userId, userId))
    .limit(1);
  return row?.token;
}

/** One address per user: a new token replaces the old in the same row, so the old one stops at once. */
export async function saveCalendarToken(db: Db, userId: number, token: string) {
  await db
    .insert(mealPlanCalendars)
    .values({ userId, token })
    .onConflictDoUpdate({ target: mealPlanCalendars.userId, set: { token, createdAt: sql`now()` } });
}

/** The user a feed's token belongs to, as policy names an actor; undefined for an unknown token. */
export async function findCalendarOwner(db: Db, token: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(mealPlanCalendars)
    .innerJoin(users, eq(users.id, mealPlanCalendars.userId))
    .where(eq(mealPlanCalendars.token, token))
    .limit(1);
  return row;
}
