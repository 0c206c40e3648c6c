import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's request to become a chef, reviewed by an admin. A user has at most one pending request
 * (the partial unique index): sending another while it waits rewrites its message. Once reviewed
 * (approved or rejected) it stays as history, and a new request is a new row.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_requests_user_id_idx').on(t.userId),
    uniqueIndex('verification_requests_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('verification_requests_status_created_idx').on(t.status, t.createdAt),
    check('verification_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type VerificationRequest = typeof verificationRequests.$inferSelect;
