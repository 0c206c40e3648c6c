/**
 * The audit log of admin actions: `record`, called by every admin action in its own transaction,
 * and GET /admin/audit.
 */
export { auditRoutes } from './audit.routes.ts';
export { type AuditInput, record } from './audit.service.ts';
