import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_TARGETS } from '@receptari/shared/reports/reports.rules';
import { users } from './users.ts';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * What users reported (docs/product.md#denuncies). The target is a kind and an id with no foreign
 * key, as the audit log's: a report may outlive its target (deleted by its author), and the kinds
 * live in different tables. A report is 'open' until an admin dismisses it or deletes its target;
 * one open report per reporter and target (the partial unique index: a second is a 409, and one
 * may report again after a decision). A reporter's reports go with their account.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status').$type<'open' | 'dismissed' | 'deleted'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_one_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // A target's open reports: its reporters' count (the hiding rule) and the admins' queue.
    index('reports_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_resolved_by_idx').on(t.resolvedBy),
    check('reports_target_type_check', inList('target_type', REPORT_TARGETS)),
    check('reports_reason_check', inList('reason', REPORT_REASONS)),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'deleted')`),
  ],
);

export type Report = typeof reports.$inferSelect;
