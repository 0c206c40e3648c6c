import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { pendingCooksnapsAnswerSchema } from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { pendingQuerySchema } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAdmin } from '../../lib/policy.ts';
import * as service from './cooksnap-review.service.ts';

/**
 * The admins' review of cooksnaps whose photo the food check could not call food (status
 * 'pending'), beside the recipes' (modules/review): the list, then approve (published, counted,
 * its recipe's author told) or reject (deleted, its cook told).
 */
export const cooksnapReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cooksnaps/pending',
    {
      schema: { querystring: pendingQuerySchema, response: { 200: pendingCooksnapsAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listPending(app.db, request.query.limit),
  );

  const decision = {
    schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
    onRequest: requireAdmin,
  };
  app.post('/admin/cooksnaps/:id/approve', decision, async (request) =>
    service.approve(app.db, app.events, actorOf(request), request.params.id),
  );
  app.post('/admin/cooksnaps/:id/reject', decision, async (request) =>
    service.reject(app.db, app.events, app.mediaStorage, actorOf(request), request.params.id),
  );
};
