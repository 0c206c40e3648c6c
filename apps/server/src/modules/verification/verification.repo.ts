import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { verificationRequests } from '../../db/schema/index.ts';

/**
 * Opens the user's pending request, or rewrites the one already waiting (the partial unique index
 * on user_id where pending), in one statement, so two requests at once still leave one row.
 * `created` tells which happened: a freshly inserted row has no xmax.
 */
export async function upsertPending(db: Db, userId: number, message: string) {
  const [row] = await db
    .insert(verificationRequests)
    .values({ userId, message })
    .onConflictDoUpdate({
      target: verificationRequests.userId,
      targetWhere: sql`${verificationRequests.status} = 'pending'`,
      set: { message, updatedAt: sql`now()` },
    })
    .returning({
      id: verificationRequests.id,
      userId: verificationRequests.userId,
      message: verificationRequests.message,
      status: verificationRequests.status,
      createdAt: verificationRequests.createdAt,
      updatedAt: verificationRequests.updatedAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  return row!;
}
