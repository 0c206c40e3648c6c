import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import { ca } from '@receptari/shared/i18n/ca';
import {
  VERIFICATION_STATUSES,
  type VerificationRequest,
  type VerificationStatus,
} from '@receptari/shared/verification/verification.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
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
  if (isChef(actor.role)) throw AppError.conflict('already_verified', ca.verification.alreadyChef);
  if (isAdmin(actor.role)) throw AppError.conflict('already_verified', ca.verification.adminNoNeed);
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
