import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import {
  recipeDetailSchema,
  recipeInputSchema,
  recipeListAnswerSchema,
  recipeListQuerySchema,
  stepsAnswerSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/cached-json.ts';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { recipeDetailJson } from './recipe-detail.service.ts';
import * as service from './recipes.service.ts';

/** Per author: generous for a cook, not for a script. After requireUser, so the user is known. */
const CREATE_RATE = perUserRateLimit({ max: 20, timeWindow: '10 minutes' });

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes',
    { schema: { querystring: recipeListQuerySchema, response: { 200: recipeListAnswerSchema } } },
    async (request, reply) =>
      sendJson(reply, await service.listRecipesJson(app.db, app.caches, request.query)),
  );

  app.get(
    '/recipes/:id',
    { schema: { params: idParamSchema, response: { 200: recipeDetailSchema } }, onRequest: requireUser },
    async (request, reply) =>
      sendJson(reply, await recipeDetailJson(app.db, app.caches, actorOf(request), request.params.id)),
  );

  app.post(
    '/recipes',
    {
      schema: { body: recipeInputSchema, response: { 201: recipeDetailSchema } },
      onRequest: requireUser,
      config: { rateLimit: CREATE_RATE, changesRecipes: true },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createRecipe(
            app.db,
            app.events,
            actorOf(request),
            request.body,
            app.config.MEDIA_REVIEW,
          ),
        ),
  );

  app.put(
    '/recipes/:id',
    {
      schema: { params: idParamSchema, body: recipeInputSchema, response: { 200: recipeDetailSchema } },
      onRequest: requireUser,
      config: { changesRecipes: true },
    },
    async (request) =>
      service.updateRecipe(
        app.db,
        app.events,
        actorOf(request),
        request.params.id,
        request.body,
        app.config.MEDIA_REVIEW,
      ),
  );

  app.delete(
    '/recipes/:id',
    {
      schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
      onRequest: requireUser,
      config: { changesRecipes: true },
    },
    async (request) => service.deleteRecipe(app.db, app.mediaStorage, actorOf(request), request.params.id),
  );

  app.get(
    '/recipes/:id/steps',
    // The steps are the detail's content, so they need a login like the detail (docs/product.md#callers).
    { schema: { params: idParamSchema, response: { 200: stepsAnswerSchema } }, onRequest: requireUser },
    async (request) => service.getSteps(app.db, actorOf(request), request.params.id),
  );
};
