import { tr } from '@receptari/shared/i18n/tr/core';
import {
  sendVerificationAnswerSchema,
  sendVerificationBodySchema,
} from '@receptari/shared/verification/verification.schemas';
import {
  adminListQuerySchema,
  pendingVerificationsAnswerSchema,
} from '@receptari/shared/admin/admin.schemas';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAdmin, requireUser } from '../../lib/policy.ts';
import * as service from './verification.service.ts';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-verification',
    {
      schema: {
        body: sendVerificationBodySchema,
        response: { 200: sendVerificationAnswerSchema, 201: sendVerificationAnswerSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { created, request: stored } = await service.sendVerification(
        app.db,
        actorOf(request),
        request.body.message,
      );
      return reply.code(created ? 201 : 200).send({ message: tr.verification.sent, request: stored });
    },
  );

  // The admins' side: the pending requests, and the decision on one.
  app.get(
    '/admin/verification-requests',
    {
      schema: { querystring: adminListQuerySchema, response: { 200: pendingVerificationsAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listPending(app.db, request.query),
  );
  const deps = { db: app.db, events: app.events, sessions: app.caches.sessions };
  const decision = {
    schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
    onRequest: requireAdmin,
  };
  app.post('/admin/verification-requests/:id/approve', decision, async (request) =>
    service.decide(deps, actorOf(request), request.params.id, true),
  );
  app.post('/admin/verification-requests/:id/reject', decision, async (request) =>
    service.decide(deps, actorOf(request), request.params.id, false),
  );
};
