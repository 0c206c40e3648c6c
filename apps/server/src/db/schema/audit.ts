import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@receptari/shared/admin/admin.schemas';
import { users } from './users.ts';

/**
 * What the admins did (GET /admin/audit): one row per admin action, written in the action's own
 * transaction (modules/audit). The target has no foreign key: the row acted on may be gone (a
 * deleted user or recipe), so its id and label are kept as they were. An admin's deletion keeps
 * their rows, with admin_id null.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_admin_id_idx').on(t.adminId),
    check(
      'audit_log_action_check',
      sql.raw(`"action" in (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(', ')})`),
    ),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
