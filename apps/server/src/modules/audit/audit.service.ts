import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AdminListQuery,
  type AuditAction,
  type AuditAnswer,
  type AuditEntry,
} from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import type { Actor } from '../../lib/policy.ts';
import * as repo from './audit.repo.ts';

type Target = (typeof AUDIT_TARGETS)[number];

export type AuditInput = {
  admin: Actor;
  action: AuditAction;
  target: { type: Target; id: number; label: string };
  details?: AuditEntry['details'];
};

/**
 * Records an admin action. Call it with the action's own transaction: the entry commits with the
 * action or not at all, so the log never claims what did not happen nor misses what did.
 */
export async function record(tx: Db, input: AuditInput) {
  // An admin whose account another admin deleted meanwhile no longer has a session: nothing is done.
  if (!(await repo.lockActor(tx, input.admin.id)))
    throw AppError.unauthorized('unauthorized', tr.auth.unauthorized);
  await repo.insertEntry(tx, {
    adminId: input.admin.id,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetLabel: input.target.label,
    details: input.details ?? {},
  });
}

const asAction = (a: string): AuditAction => AUDIT_ACTIONS.find((x) => x === a) ?? 'user.role';
const asTarget = (t: string): Target => AUDIT_TARGETS.find((x) => x === t) ?? 'user';

export async function listAudit(db: Db, query: AdminListQuery): Promise<AuditAnswer> {
  const after = decodeCursor(idCursorSchema, query.cursor);
  const rows = await repo.listEntries(db, {
    ...(query.q && { q: query.q }),
    ...(after && { beforeId: after.id }),
    limit: query.limit,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return {
    entries: items.map((row) => ({
      id: row.id,
      admin: row.adminId !== null && row.adminName !== null ? { id: row.adminId, name: row.adminName } : null,
      action: asAction(row.action),
      target_type: asTarget(row.targetType),
      target_id: row.targetId,
      target_label: row.targetLabel,
      details: row.details,
      created_at: row.createdAt.toISOString(),
    })),
    next_cursor: nextCursor,
  };
}
