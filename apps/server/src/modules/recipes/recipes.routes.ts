import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import {
  recipeDetailSchema,
  recipeInputSchema,
  recipeListAnswerSchema,
  recipeListQuerySchema,
  stepsAnswerSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { recipeDetailJson } from './recipe-detail-json.ts';
import * as service from './recipes.service.ts';

/** Per author: generous for a cook, not for a script. */
const CREATE_RATE = {
  max: 20,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => `recipes:${request.auth?.user.id ?? request.ip}`,
};

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes',
    { schema: { querystring: recipeListQuerySchema, response: { 200: recipeListAnswerSchema } } },
    async (request, reply) => {
      // The cache holds the answer already validated and serialised: a hit costs no Zod and no JSON work.
      const body = await app.caches.lists.get(JSON.stringify(request.query), async () =>
        JSON.stringify(recipeListAnswerSchema.parse(await service.listRecipes(app.db, request.query))),
      );
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/recipes/:id',
    { schema: { params: idParamSchema, response: { 200: recipeDetailSchema } }, preHandler: requireUser },
    async (request, reply) => {
      const body = await recipeDetailJson(app.db, app.caches, request.auth!.user, request.params.id);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.post(
    '/recipes',
    {
      schema: { body: recipeInputSchema, response: { 201: recipeDetailSchema } },
      preHandler: requireUser,
      config: { rateLimit: CREATE_RATE },
    },
    async (request, reply) => {
      const answer = await service.createRecipe(app.db, request.auth!.user, request.body);
      app.caches.recommendations.clear(); // it may belong in anyone's list
      return reply.code(201).send(answer);
    },
  );

  app.put(
    '/recipes/:id',
    {
      schema: { params: idParamSchema, body: recipeInputSchema, response: { 200: recipeDetailSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      const answer = await service.updateRecipe(app.db, request.auth!.user, request.params.id, request.body);
      app.caches.recommendations.clear(); // any user's list may show it
      return answer;
    },
  );

  app.delete(
    '/recipes/:id',
    { schema: { params: idParamSchema, response: { 200: messageAnswerSchema } }, preHandler: requireUser },
    async (request) => {
      const answer = await service.deleteRecipe(app.db, request.auth!.user, request.params.id);
      app.caches.recommendations.clear(); // any user's list may show it
      return answer;
    },
  );

  app.get(
    '/recipes/:id/steps',
    { schema: { params: idParamSchema, response: { 200: stepsAnswerSchema } } },
    async (request) => service.getSteps(app.db, request.auth?.user ?? null, request.params.id),
  );
};
