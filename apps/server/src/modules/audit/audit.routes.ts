import { adminListQuerySchema, auditAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../lib/policy.ts';
import * as service from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: { querystring: adminListQuerySchema, response: { 200: auditAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listAudit(app.db, request.query),
  );
};
