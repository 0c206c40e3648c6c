import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import { REPORT_HIDE_THRESHOLD, type ReportAction } from '@receptari/shared/reports/reports.rules';
import type {
  ReportContext,
  ReportedTargetsAnswer,
  ResolveReportAnswer,
} from '@receptari/shared/reports/reports.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { Actor } from '../../lib/policy.ts';
import { record } from '../audit/index.ts';
import { notifyAudience } from '../notifications/index.ts';
import { type AfterCommit, REPORT_TARGET_ENTRIES, type RemoveDeps } from './report-targets.ts';
import * as repo from './reports.repo.ts';

const t = trReports.reports;

/** GET /admin/reports: each target with open reports once, in context, the most reported first. */
export async function listReported(db: Db, limit: number): Promise<ReportedTargetsAnswer> {
  const rows = await repo.listOpenTargets(db, limit);
  const contexts = new Map<string, ReportContext>();
  for (const [type, entry] of Object.entries(REPORT_TARGET_ENTRIES)) {
    const ids = rows.filter((r) => r.target_type === type).map((r) => r.target_id);
    if (!entry || ids.length === 0) continue;
    for (const [id, context] of await entry.contexts(db, ids)) contexts.set(`${type}:${id}`, context);
  }
  return {
    targets: rows.map((row) => ({
      id: row.id,
      target: row.target_type,
      target_id: row.target_id,
      reporters: row.reporters,
      reasons: row.reasons,
      details: row.details,
      hidden: row.reporters >= REPORT_HIDE_THRESHOLD,
      first_reported_at: row.first_at,
      last_reported_at: row.last_at,
      context: contexts.get(`${row.target_type}:${row.target_id}`) ?? null,
    })),
  };
}

/** The recipe a reporter's notice links to: the one reported, or the reported comment's; none once gone. */
function noticeRecipeId(type: string, action: ReportAction, context: ReportContext | null) {
  if (!context?.recipe) return null;
  return action === 'delete' && type === 'recipe' ? null : context.recipe.id;
}

/**
 * POST /admin/reports/{id}/resolve: decides on the report's target, closing all its open reports at
 * once. Dismiss puts it back in the lists; delete deletes it through its own module's deletion
 * (the same as the admin screens', audited there too). One transaction holds the decision, its
 * audit entry and a notice to every reporter (pushed once it commits); a target already gone is
 * only closed. A decision another admin made first is a 409.
 */
export async function resolveReport(
  deps: RemoveDeps & { db: Db; events: EventBus },
  admin: Actor,
  reportId: number,
  action: ReportAction,
): Promise<ResolveReportAnswer> {
  const report = await repo.findReport(deps.db, reportId);
  if (!report) throw AppError.notFound('report_not_found', t.reportNotFound);
  if (report.status !== 'open') throw AppError.conflict('report_resolved', t.alreadyResolved);
  const type = report.targetType as keyof typeof REPORT_TARGET_ENTRIES;
  const entry = REPORT_TARGET_ENTRIES[type];
  // A kind without an entry takes no reports (createReport), so it has none to decide on.
  if (!entry) throw AppError.notFound('report_not_found', t.reportNotFound);
  const target = { type, id: report.targetId };
  const context = (await entry.contexts(deps.db, [target.id])).get(target.id) ?? null;
  const label = context?.label.slice(0, 100) ?? `${type} ${target.id}`;
  let after: AfterCommit = async () => {};
  const closed = await transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    await repo.lockTarget(tx, target);
    const reporters = await repo.closeOpenReports(
      tx,
      target,
      action === 'delete' ? 'deleted' : 'dismissed',
      admin.id,
    );
    if (reporters.length === 0) throw AppError.conflict('report_resolved', t.alreadyResolved);
    if (context) {
      if (action === 'dismiss') await entry.show(tx, target.id);
      else after = await entry.remove(tx, pending, admin, target.id, deps);
    }
    await record(tx, {
      admin,
      action: action === 'delete' ? 'report.delete' : 'report.dismiss',
      target: { type: entry.auditType, id: target.id, label },
      details: { reports: reporters.length, owner_id: context?.owner?.id ?? null },
    });
    await notifyAudience(tx, pending, repo.reportersAudience(reporters, admin.id), {
      recipeId: noticeRecipeId(type, action, context),
      type: 'report_resolved',
      triggeredBy: admin.id,
      message: fill(action === 'delete' ? t.noticeDeleted : t.noticeDismissed, { label }),
    });
    return reporters.length;
  });
  await after();
  return { message: fill(action === 'delete' ? t.deleted : t.dismissed, { label }), closed };
}
