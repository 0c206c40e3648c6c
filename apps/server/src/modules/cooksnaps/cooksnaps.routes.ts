import { idParamSchema } from '@receptari/shared/common/common.schemas';
import {
  COOKSNAP_POSTS_PER_MINUTE,
  cooksnapListAnswerSchema,
  cooksnapListQuerySchema,
  createCooksnapAnswerSchema,
  createCooksnapBodySchema,
  deleteCooksnapAnswerSchema,
  recipeCooksnapsAnswerSchema,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './cooksnaps.service.ts';

/** Per user: each cooksnap notifies an author and names a checked upload. */
const POST_RATE = perUserRateLimit({ max: COOKSNAP_POSTS_PER_MINUTE, timeWindow: '1 minute' });

/**
 * 'Ho he fet!' (docs/product.md#cooksnaps): a signed-in cook posts a photo of a recipe they made,
 * and deletes it (or an admin does); anyone may read a recipe's cooksnaps and a cook's, as anyone
 * may read the recipe and the profile (a pending one only its cook and the admins).
 */
export const cooksnapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recipes/:id/cooksnaps',
    {
      schema: {
        params: idParamSchema,
        body: createCooksnapBodySchema,
        response: { 201: createCooksnapAnswerSchema },
      },
      onRequest: requireUser,
      config: { rateLimit: POST_RATE },
    },
    async (request, reply) => {
      const answer = await service.postCooksnap(
        app.db,
        app.events,
        actorOf(request),
        request.params.id,
        request.body,
        app.config.MEDIA_REVIEW,
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/recipes/:id/cooksnaps',
    {
      schema: {
        params: idParamSchema,
        querystring: cooksnapListQuerySchema,
        response: { 200: recipeCooksnapsAnswerSchema },
      },
    },
    async (request) =>
      service.listRecipeCooksnaps(app.db, request.auth?.user ?? null, request.params.id, request.query),
  );

  app.get(
    '/users/:id/cooksnaps',
    {
      schema: {
        params: idParamSchema,
        querystring: cooksnapListQuerySchema,
        response: { 200: cooksnapListAnswerSchema },
      },
    },
    async (request) =>
      service.listUserCooksnaps(app.db, request.auth?.user ?? null, request.params.id, request.query),
  );

  app.delete(
    '/cooksnaps/:id',
    {
      schema: { params: idParamSchema, response: { 200: deleteCooksnapAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.deleteCooksnap(app.db, app.mediaStorage, actorOf(request), request.params.id),
  );
};
