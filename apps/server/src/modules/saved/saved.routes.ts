import {
  recipeIdParamSchema,
  savedListAnswerSchema,
  savedToggleAnswerSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_WRITE_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './saved.service.ts';

export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md#library-calls names both paths; they answer the same list.
  for (const path of ['/saved-recipes', '/user/saved-recipes']) {
    app.get(
      path,
      { schema: { response: { 200: savedListAnswerSchema } }, onRequest: requireUser },
      async (request) => service.listSaved(app.db, actorOf(request)),
    );
  }

  app.post(
    '/saved-recipes/toggle/:recipeId',
    {
      schema: { params: recipeIdParamSchema, response: { 200: savedToggleAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => service.toggleSaved(app.db, actorOf(request), request.params.recipeId),
  );
};
