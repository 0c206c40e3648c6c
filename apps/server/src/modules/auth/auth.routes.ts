import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authAnswerSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@receptari/shared/auth/auth.schemas';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { requireUser } from '../../plugins/auth.ts';
import * as repo from './auth.repo.ts';
import * as service from './auth.service.ts';
import { presentUser } from './user.presenter.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: registerBodySchema, response: { 201: authAnswerSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, public: true },
    },
    async (request, reply) => {
      const { token, user } = await service.register(app.db, request.body);
      return reply.status(201).send({ token, user: presentUser(user) });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: authAnswerSchema } }, config: { public: true } },
    async (request) => {
      const { token, user } = await service.login(app.db, app.loginFailures, request.body, request.ip);
      return { token, user: presentUser(user) };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageAnswerSchema } }, preHandler: requireUser },
    async (request) => {
      await repo.deleteToken(app.db, request.auth!.tokenHash);
      app.caches.sessions.delete(request.auth!.tokenHash);
      return { message: ca.auth.loggedOut };
    },
  );

  app.get('/user', { schema: { response: { 200: userSchema } }, preHandler: requireUser }, async (request) =>
    presentUser(request.auth!.user),
  );
};
