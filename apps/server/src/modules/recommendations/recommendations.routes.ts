import { recipeCardsAnswerSchema, recommendedQuerySchema } from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/cached-json.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { recommendedJson } from './recommendations.service.ts';

export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes/recommended',
    {
      schema: { querystring: recommendedQuerySchema, response: { 200: recipeCardsAnswerSchema } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      sendJson(reply, await recommendedJson(app.db, app.caches, actorOf(request).id, request.query.limit)),
  );
};
