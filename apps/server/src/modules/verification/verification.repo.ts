import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users, verificationRequests } from '../../db/schema/index.ts';

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

/** Pending requests, oldest first (the order to answer them), `limit + 1` after `afterId`, with who sent each. */
export function listPending(db: Db, opts: { afterId?: number; limit: number }) {
  return db
    .select({
      id: verificationRequests.id,
      message: verificationRequests.message,
      createdAt: verificationRequests.createdAt,
      updatedAt: verificationRequests.updatedAt,
      userId: users.id,
      userName: users.name,
      userEmail: users.email,
      userImg: users.img,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(
      and(
        eq(verificationRequests.status, 'pending'),
        opts.afterId !== undefined ? gt(verificationRequests.id, opts.afterId) : undefined,
      ),
    )
    .orderBy(asc(verificationRequests.id))
    .limit(opts.limit + 1);
}

/** The request and its user, the request locked until the transaction ends. */
export async function lockRequest(tx: Db, id: number) {
  const [row] = await tx
    .select({
      id: verificationRequests.id,
      status: verificationRequests.status,
      userId: users.id,
      userName: users.name,
      userRole: users.role,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(eq(verificationRequests.id, id))
    .for('update', { of: verificationRequests });
  return row;
}

export async function setStatus(tx: Db, id: number, status: 'approved' | 'rejected') {
  await tx
    .update(verificationRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(verificationRequests.id, id));
}
