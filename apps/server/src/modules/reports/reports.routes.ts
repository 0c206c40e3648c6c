import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { REPORTS_PER_MINUTE } from '@receptari/shared/reports/reports.rules';
import {
  reportBodySchema,
  reportCreatedSchema,
  reportedTargetsAnswerSchema,
  reportedTargetsQuerySchema,
  resolveReportAnswerSchema,
  resolveReportBodySchema,
} from '@receptari/shared/reports/reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireAdmin, requireUser } from '../../lib/policy.ts';
import { listReported, resolveReport } from './admin-reports.service.ts';
import { createReport } from './reports.service.ts';

/** Per user: each report may hide a target from everyone, so a script must not pile them up. */
const REPORT_RATE = perUserRateLimit({ max: REPORTS_PER_MINUTE, timeWindow: '1 minute' });

/**
 * Reports (docs/product.md#denuncies): anyone signed in reports a recipe, comment or user; the
 * admins see the reported targets and decide. Both writes may take a recipe out of the lists or
 * put it back, so every recommendation list is dropped (changesRecipes).
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      schema: { body: reportBodySchema, response: { 201: reportCreatedSchema } },
      onRequest: requireUser,
      config: { rateLimit: REPORT_RATE, changesRecipes: true },
    },
    async (request, reply) =>
      reply.code(201).send(await createReport(app.db, actorOf(request), request.body)),
  );

  app.get(
    '/admin/reports',
    {
      schema: { querystring: reportedTargetsQuerySchema, response: { 200: reportedTargetsAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => listReported(app.db, request.query.limit),
  );

  app.post(
    '/admin/reports/:id/resolve',
    {
      schema: {
        params: idParamSchema,
        body: resolveReportBodySchema,
        response: { 200: resolveReportAnswerSchema },
      },
      onRequest: requireAdmin,
      config: { changesRecipes: true },
    },
    async (request) =>
      resolveReport(
        {
          db: app.db,
          events: app.events,
          storage: app.mediaStorage,
          sessions: app.caches.sessions,
        },
        actorOf(request),
        request.params.id,
        request.body.action,
      ),
  );
};
