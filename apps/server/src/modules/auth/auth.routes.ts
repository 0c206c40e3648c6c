import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authAnswerSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '@receptari/shared/auth/auth.schemas';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { requireUser, sessionOf } from '../../lib/policy.ts';
import * as service from './auth.service.ts';
import { presentUser } from './user.presenter.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: { body: registerBodySchema, response: { 201: authAnswerSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, public: true },
    },
    async (request, reply) => reply.status(201).send(await service.register(app.db, request.body)),
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: authAnswerSchema } }, config: { public: true } },
    async (request) => service.login(app.db, app.loginFailures, request.body, request.ip),
  );

  app.post(
    '/logout',
    { schema: { response: { 200: messageAnswerSchema } }, onRequest: requireUser },
    async (request) =>
      service.logout(
        { db: app.db, events: app.events, sessions: app.caches.sessions },
        sessionOf(request).tokenHash,
      ),
  );

  app.get('/user', { schema: { response: { 200: userSchema } }, onRequest: requireUser }, async (request) =>
    presentUser(sessionOf(request).user),
  );
};
