import { desc, eq, ilike, lt, or, and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

/**
 * Whether the acting admin's account still exists, key-share locked until the transaction ends,
 * so it cannot be deleted under the entry being written (which would break admin_id's key).
 */
export async function lockActor(db: Db, adminId: number) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, adminId)).for('key share');
  return rows.length > 0;
}

export async function insertEntry(db: Db, row: NewAuditRow) {
  await db.insert(auditLog).values(row);
}

/** Newest first; `q` matches the admin's name or the target label, literally and case-insensitively. */
export function listEntries(db: Db, opts: { q?: string; beforeId?: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (opts.q) {
    const pattern = containsPattern(opts.q);
    conditions.push(or(ilike(users.name, pattern), ilike(auditLog.targetLabel, pattern)));
  }
  if (opts.beforeId !== undefined) conditions.push(lt(auditLog.id, opts.beforeId));
  return db
    .select({
      id: auditLog.id,
      adminId: auditLog.adminId,
      adminName: users.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.adminId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(opts.limit + 1);
}
