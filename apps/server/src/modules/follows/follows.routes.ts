import { idParamSchema } from '@receptari/shared/common/common.schemas';
import {
  FOLLOW_WRITES_PER_MINUTE,
  followAnswerSchema,
  followListAnswerSchema,
  followListQuerySchema,
} from '@receptari/shared/follows/follows.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './follows.service.ts';

/** Per user and per route, as likes: each new follow notifies the followed cook. */
const FOLLOW_RATE = perUserRateLimit({ max: FOLLOW_WRITES_PER_MINUTE, timeWindow: '1 minute' });

/**
 * Following (docs/product.md#following): the signed-in caller follows or stops following a user;
 * anyone may read who follows whom, as anyone may open a public profile.
 */
export const followsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/follow',
    {
      schema: { params: idParamSchema, response: { 200: followAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: FOLLOW_RATE },
    },
    async (request) => service.follow(app.db, app.events, actorOf(request), request.params.id),
  );

  app.delete(
    '/users/:id/follow',
    {
      schema: { params: idParamSchema, response: { 200: followAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: FOLLOW_RATE },
    },
    async (request) => service.unfollow(app.db, actorOf(request), request.params.id),
  );

  for (const which of ['followers', 'following'] as const) {
    app.get(
      `/users/:id/${which}`,
      {
        schema: {
          params: idParamSchema,
          querystring: followListQuerySchema,
          response: { 200: followListAnswerSchema },
        },
      },
      async (request) => service.listFollows(app.db, request.params.id, which, request.query),
    );
  }
};
