import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import {
  likeAnswerSchema,
  likedListAnswerSchema,
  likesCountAnswerSchema,
} from '@receptari/shared/recipes/recipes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_WRITE_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser, requireUserWith } from '../../lib/policy.ts';
import * as service from './likes.service.ts';

export const likesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/recipes/:id/like',
    {
      schema: { params: idParamSchema, response: { 200: likeAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => service.toggleLike(app.db, app.events, actorOf(request), request.params.id),
  );

  app.get(
    '/recipes/:id/likes',
    { schema: { params: idParamSchema, response: { 200: likesCountAnswerSchema } } },
    async (request) => service.likesCount(app.db, request.auth?.user ?? null, request.params.id),
  );

  app.get(
    '/user/liked-recipes',
    {
      schema: { response: { 200: likedListAnswerSchema } },
      onRequest: requireUserWith(() => tr.recipes.likedNeedLogin),
    },
    async (request) => service.listLiked(app.db, actorOf(request)),
  );
};
