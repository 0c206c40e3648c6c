import {
  recipeIdParamSchema,
  savedListAnswerSchema,
  savedToggleAnswerSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './saved.service.ts';

// Auth runs onRequest, not preHandler: a caller without a token gets 401 before any validation.
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const listOptions = { schema: { response: { 200: savedListAnswerSchema } }, onRequest: requireUser };
  app.get('/saved-recipes', listOptions, async (request) => service.listSaved(app.db, request.auth!.user.id));
  // The spec names both paths; they answer the same list.
  app.get('/user/saved-recipes', listOptions, async (request) =>
    service.listSaved(app.db, request.auth!.user.id),
  );

  app.post(
    '/saved-recipes/toggle/:recipeId',
    {
      schema: { params: recipeIdParamSchema, response: { 200: savedToggleAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.toggleSaved(app.db, request.auth!.user, request.params.recipeId),
  );
};
