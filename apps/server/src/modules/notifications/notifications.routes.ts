import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import {
  CREATE_NOTIFICATIONS_PER_MINUTE,
  createNotificationAnswerSchema,
  createNotificationBodySchema,
  notificationListAnswerSchema,
  notificationListQuerySchema,
  notificationReadAnswerSchema,
  notificationsReadAllAnswerSchema,
} from '@receptari/shared/notifications/notifications.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { notificationSettingsRoutes } from './notification-settings.routes.ts';
import * as service from './notifications.service.ts';

/**
 * The caller's own notifications and their settings; the socket events of realtime/ call the same
 * service functions.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(notificationSettingsRoutes);

  app.get(
    '/notifications',
    {
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListAnswerSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.listNotifications(app.db, actorOf(request), request.query);
    },
  );

  // Registered before /:id/read, though Fastify prefers the static segment anyway.
  app.put(
    '/notifications/read-all',
    { schema: { response: { 200: notificationsReadAllAnswerSchema } }, onRequest: requireUser },
    async (request) => ({
      message: tr.notificationsApi.allMarkedRead,
      updated: await service.markAllRead(app.db, actorOf(request)),
    }),
  );

  app.put(
    '/notifications/:id/read',
    {
      schema: { params: idParamSchema, response: { 200: notificationReadAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => ({
      message: tr.notificationsApi.markedRead,
      notification: await service.markRead(app.db, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/notifications',
    {
      schema: { body: createNotificationBodySchema, response: { 201: createNotificationAnswerSchema } },
      onRequest: requireUser,
      config: {
        rateLimit: perUserRateLimit({ max: CREATE_NOTIFICATIONS_PER_MINUTE, timeWindow: '1 minute' }),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const notification = await service.createNotification(app.db, app.events, actorOf(request), {
        recipientId: body.user_id,
        recipeId: body.recipe_id,
        type: body.type,
        triggeredBy: body.triggered_by,
      });
      const message = notification ? tr.notificationsApi.created : tr.notificationsApi.notCreated;
      return reply.code(201).send({ message, notification });
    },
  );
};
