import { trProfile } from '@receptari/shared/i18n/tr/profile';
import {
  notificationSettingsAnswerSchema,
  notificationSettingsSchema,
  saveNotificationSettingsAnswerSchema,
} from '@receptari/shared/notifications/notification-settings.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_WRITE_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './notification-settings.service.ts';

/** The caller's own notification settings (docs/product.md#notification-settings). */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    { schema: { response: { 200: notificationSettingsAnswerSchema } }, onRequest: requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { settings: await service.getSettings(app.db, actorOf(request)) };
    },
  );

  app.put(
    '/notification-settings',
    {
      schema: { body: notificationSettingsSchema, response: { 200: saveNotificationSettingsAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => ({
      message: trProfile.notificationSettings.saved,
      settings: await service.saveSettings(app.db, actorOf(request), request.body),
    }),
  );
};
