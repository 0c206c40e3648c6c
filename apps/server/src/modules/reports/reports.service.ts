import { trReports } from '@receptari/shared/i18n/tr/reports';
import { REPORT_HIDE_THRESHOLD } from '@receptari/shared/reports/reports.rules';
import type { ReportBody, ReportCreated } from '@receptari/shared/reports/reports.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { REPORT_TARGET_ENTRIES } from './report-targets.ts';
import * as repo from './reports.repo.ts';

const t = trReports.reports;

/**
 * POST /reports: a target that exists and the reporter may see (else 404), not their own (422), not
 * reported by them already while open (409). The report that makes REPORT_HIDE_THRESHOLD different
 * reporters hides the target from every list in the same transaction (docs/product.md#denuncies):
 * several people agreeing is a strong enough sign to act before an admin can look, and one person
 * alone can never hide anyone's work.
 */
export async function createReport(db: Db, actor: Actor, body: ReportBody): Promise<ReportCreated> {
  const entry = REPORT_TARGET_ENTRIES[body.target];
  const found = entry && (await entry.ownerOf(db, actor, body.id));
  if (!entry || !found) throw AppError.notFound('report_target_not_found', t.notFound);
  if (found.ownerId === actor.id)
    throw AppError.invalid({ id: [body.target === 'user' ? t.ownAccount : t.ownContent] }, 'report_own');
  const target = { type: body.target, id: body.id };
  const id = await db
    .transaction(async (tx) => {
      await repo.lockTarget(tx, target);
      const reportId = await repo.insertReport(tx, {
        reporterId: actor.id,
        target,
        reason: body.reason,
        details: body.details || null,
      });
      if ((await repo.countOpenReporters(tx, target)) >= REPORT_HIDE_THRESHOLD) await entry.hide(tx, body.id);
      return reportId;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw AppError.conflict('already_reported', t.alreadyReported);
      throw err;
    });
  return { id, message: t.sent };
}

/** Whether a user's profile is hidden by reports: REPORT_HIDE_THRESHOLD reporters with open reports. */
export async function userHiddenByReports(db: Db, userId: number): Promise<boolean> {
  return (await repo.countOpenReporters(db, { type: 'user', id: userId })) >= REPORT_HIDE_THRESHOLD;
}
