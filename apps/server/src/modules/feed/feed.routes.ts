import {
  feedAnswerSchema,
  feedQuerySchema,
  feedSuggestionsAnswerSchema,
} from '@receptari/shared/feed/feed.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './feed.service.ts';

/** The feed of the cooks one follows (docs/product.md#feed): the signed-in caller's own. */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feed',
    {
      schema: { querystring: feedQuerySchema, response: { 200: feedAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.feed(app.db, actorOf(request), request.query),
  );

  app.get(
    '/feed/suggestions',
    { schema: { response: { 200: feedSuggestionsAnswerSchema } }, onRequest: requireUser },
    async (request) => service.suggestions(app.db, actorOf(request)),
  );
};
