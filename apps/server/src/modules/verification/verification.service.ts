import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import type { AdminListQuery, PendingVerificationsAnswer } from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import {
  VERIFICATION_STATUSES,
  type VerificationRequest,
  type VerificationStatus,
} from '@receptari/shared/verification/verification.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import type { Actor } from '../../lib/policy.ts';
import { setUserRole } from '../admin-users/index.ts';
import { record } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './verification.repo.ts';

const asStatus = (status: string): VerificationStatus =>
  VERIFICATION_STATUSES.find((s) => s === status) ?? 'pending';

/**
 * Stores the caller's request to become a chef: a new pending request, or the caller's pending one
 * with its message rewritten. A chef or an admin has nothing to ask for: 409.
 */
export async function sendVerification(
  db: Db,
  actor: Actor,
  message: string,
): Promise<{ created: boolean; request: VerificationRequest }> {
  if (isChef(actor.role)) throw AppError.conflict('already_verified', tr.verification.alreadyChef);
  if (isAdmin(actor.role)) throw AppError.conflict('already_verified', tr.verification.adminNoNeed);
  const row = await repo.upsertPending(db, actor.id, message);
  return {
    created: row.created,
    request: {
      id: row.id,
      user_id: row.userId,
      message: row.message,
      status: asStatus(row.status),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

/** GET /admin/verification-requests: the pending ones, oldest first, a page at a time. */
export async function listPending(db: Db, query: AdminListQuery): Promise<PendingVerificationsAnswer> {
  const after = decodeCursor(idCursorSchema, query.cursor);
  const rows = await repo.listPending(db, { ...(after && { afterId: after.id }), limit: query.limit });
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return {
    requests: items.map((row) => ({
      id: row.id,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      user: { id: row.userId, name: row.userName, email: row.userEmail, img: row.userImg },
    })),
    next_cursor: nextCursor,
  };
}

type DecideDeps = { db: Db; events: EventBus; sessions: Pick<MicroCache<unknown>, 'delete'> };

/**
 * Approves (the user becomes a chef, unless already an admin) or rejects a pending request: the
 * status, the role, the user's notice and the audit entry in one transaction; a request decided
 * meanwhile by another admin is a 409. A new role drops the user's cached sessions everywhere.
 */
export async function decide(deps: DecideDeps, admin: Actor, id: number, approved: boolean) {
  const { name, tokenHashes } = await transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    const request = await repo.lockRequest(tx, id);
    if (!request) throw AppError.notFound('verification_not_found', trAdmin.admin.verificationNotFound);
    if (request.status !== 'pending')
      throw AppError.conflict('not_pending', trAdmin.admin.verificationNotPending);
    await repo.setStatus(tx, id, approved ? 'approved' : 'rejected');
    let hashes: string[] = [];
    if (approved && !isAdmin(request.userRole) && request.userRole !== 'chef')
      hashes = (await setUserRole(tx, pending, request.userId, 'chef')).tokenHashes;
    await notify(tx, pending, {
      userId: request.userId,
      recipeId: null,
      type: 'verification',
      triggeredBy: admin.id,
      message: approved ? trAdmin.admin.chefApprovedNotice : trAdmin.admin.chefRejectedNotice,
    });
    await record(tx, {
      admin,
      action: approved ? 'verification.approve' : 'verification.reject',
      target: { type: 'verification', id, label: request.userName },
      details: { user_id: request.userId },
    });
    return { name: request.userName, tokenHashes: hashes };
  });
  for (const tokenHash of tokenHashes) deps.sessions.delete(tokenHash);
  return {
    message: fill(approved ? trAdmin.admin.verificationApproved : trAdmin.admin.verificationRejected, {
      name,
    }),
  };
}
