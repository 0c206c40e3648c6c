import {
  adminListQuerySchema,
  adminRecipesAnswerSchema,
  pendingRecipesAnswerSchema,
} from '@receptari/shared/admin/admin.schemas';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { pendingQuerySchema } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAdmin } from '../../lib/policy.ts';
import * as service from './review.service.ts';

/**
 * The admins' review of recipes whose media the food check could not call food (status
 * 'pending'): the list, then approve (published) or reject (deleted, its author notified).
 * Their screen comes with the Administration issue.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/recipes/pending',
    {
      schema: { querystring: pendingQuerySchema, response: { 200: pendingRecipesAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listPending(app.db, request.query.limit),
  );

  app.get(
    '/admin/recipes',
    {
      schema: { querystring: adminListQuerySchema, response: { 200: adminRecipesAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listRecipes(app.db, request.query),
  );

  // A recipe comes or goes for everyone: every recommendation list is dropped (changesRecipes).
  const decision = {
    schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
    onRequest: requireAdmin,
    config: { changesRecipes: true },
  };
  app.post('/admin/recipes/:id/approve', decision, async (request) =>
    service.approve(app.db, app.events, actorOf(request), request.params.id),
  );
  app.post('/admin/recipes/:id/reject', decision, async (request) =>
    service.reject(app.db, app.events, app.mediaStorage, actorOf(request), request.params.id),
  );
};
