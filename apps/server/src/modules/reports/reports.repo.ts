import type { ReportReason, ReportTargetType } from '@receptari/shared/reports/reports.rules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { reports } from '../../db/schema/index.ts';

type Target = { type: ReportTargetType; id: number };

const openOf = (target: Target) =>
  and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open'));

/**
 * Until the transaction ends, the target's reports are taken one writer at a time: the report that
 * reaches the threshold sees every one before it, and a decision sees every report it closes.
 */
export async function lockTarget(db: Db, target: Target) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${target.type}:${target.id}`}))`);
}

export async function insertReport(
  db: Db,
  values: { reporterId: number; target: Target; reason: ReportReason; details: string | null },
) {
  const [row] = await db
    .insert(reports)
    .values({
      reporterId: values.reporterId,
      targetType: values.target.type,
      targetId: values.target.id,
      reason: values.reason,
      details: values.details,
    })
    .returning({ id: reports.id });
  return row!.id;
}

/** How many different users have an open report of the target (one open report each, by index). */
export async function countOpenReporters(db: Db, target: Target): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(openOf(target));
  return Number(row?.n ?? 0);
}

export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

/**
 * Closes every open report of the target as `status`, locking them: of two admins deciding at
 * once, the second finds none left. Answers the reporters of the closed reports.
 */
export async function closeOpenReports(
  db: Db,
  target: Target,
  status: 'dismissed' | 'deleted',
  adminId: number,
): Promise<number[]> {
  const rows = await db
    .update(reports)
    .set({ status, resolvedAt: new Date(), resolvedBy: adminId })
    .where(openOf(target))
    .returning({ reporterId: reports.reporterId });
  return rows.map((r) => r.reporterId);
}

/** A timestamptz as an ISO 8601 text in UTC, the same whichever driver reads it. */
const isoText = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The audience of a decision's notice: these reporters, but not the admin who decided. */
export const reportersAudience = (reporterIds: number[], adminId: number): SQL =>
  sql`select v.user_id from (values ${sql.join(
    reporterIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  )}) as v(user_id) where v.user_id <> ${adminId}`;

export type OpenTargetRow = {
  id: number;
  target_type: ReportTargetType;
  target_id: number;
  reporters: number;
  reasons: { reason: ReportReason; count: number }[];
  details: string[];
  first_at: string;
  last_at: string;
};

/**
 * The targets with open reports, the most reporters first, then the longest waiting: one row per
 * target with its oldest report's id, its reasons counted and its reporters' words, newest first.
 */
export async function listOpenTargets(db: Db, limit: number): Promise<OpenTargetRow[]> {
  const { rows } = await db.execute<OpenTargetRow>(sql`
    select min(r.id)::int as id, r.target_type, r.target_id, count(*)::int as reporters,
      (select json_agg(json_build_object('reason', x.reason, 'count', x.n) order by x.n desc, x.reason)
         from (select reason, count(*)::int as n from ${reports} o
               where o.target_type = r.target_type and o.target_id = r.target_id and o.status = 'open'
               group by reason) x) as reasons,
      coalesce(json_agg(r.details order by r.id desc) filter (where r.details is not null and r.details <> ''),
        '[]') as details,
      ${isoText(sql`min(r.created_at)`)} as first_at, ${isoText(sql`max(r.created_at)`)} as last_at
    from ${reports} r
    where r.status = 'open'
    group by r.target_type, r.target_id
    order by count(*) desc, min(r.created_at), r.target_type, r.target_id
    limit ${limit}`);
  return rows;
}
