import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import {
  chefLivesAnswerSchema,
  liveBodySchema,
  liveListSchema,
  liveSchema,
  userLivesAnswerSchema,
} from '@receptari/shared/lives/lives.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireRole, requireUser } from '../../lib/policy.ts';
import { liveReplayRoutes } from './live-replay.routes.ts';
import { recipeReplayRoutes } from './recipe-replay.routes.ts';
import * as service from './lives.service.ts';

/** Scheduling notifies the chef's followers: far above a chef's pace, far below a script's. */
const CREATE_LIVE_RATE = perUserRateLimit({ max: 20, timeWindow: '10 minutes' });

/**
 * Lives (docs/lives.md). Reading is open to visitors (the live list and the room's lookup); a chef
 * schedules; the live's chef or an admin changes or deletes it.
 */
export const livesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The replay's upload parses bodies its own way: a scope of its own.
  await app.register(liveReplayRoutes);
  await app.register(recipeReplayRoutes);

  app.get('/lives', { schema: { response: { 200: liveListSchema } } }, async () =>
    service.listUpcoming(app.db),
  );

  app.post(
    '/lives',
    {
      schema: { body: liveBodySchema, response: { 201: liveSchema } },
      onRequest: requireRole(['chef'], () => tr.lives.chefOnly, 'chef_only'),
      config: { rateLimit: CREATE_LIVE_RATE },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createLive(app.db, app.events, actorOf(request), request.body)),
  );

  app.get(
    '/lives/:id',
    { schema: { params: idParamSchema, response: { 200: liveSchema } } },
    async (request) => service.getLive(app.db, request.params.id),
  );

  app.put(
    '/lives/:id',
    {
      schema: { params: idParamSchema, body: liveBodySchema, response: { 200: liveSchema } },
      onRequest: requireUser,
    },
    async (request) => service.updateLive(app.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/lives/:id',
    { schema: { params: idParamSchema, response: { 200: messageAnswerSchema } }, onRequest: requireUser },
    async (request) => service.deleteLive(app.db, app.mediaStorage, actorOf(request), request.params.id),
  );

  app.get(
    '/mis-lives',
    { schema: { response: { 200: liveListSchema } }, onRequest: requireUser },
    async (request) => service.listMine(app.db, actorOf(request)),
  );

  app.get(
    '/chef/:id/lives',
    { schema: { params: idParamSchema, response: { 200: chefLivesAnswerSchema } } },
    async (request) => ({ data: await service.listOfUser(app.db, request.params.id) }),
  );

  app.get(
    '/users/:id/lives',
    { schema: { params: idParamSchema, response: { 200: userLivesAnswerSchema } } },
    async (request) => ({
      success: true as const,
      lives: await service.listOfUser(app.db, request.params.id),
    }),
  );
};
