import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preferenceOptionsSchema,
  preferencesSchema,
  savePreferencesAnswerSchema,
  savePreferencesBodySchema,
} from '@receptari/shared/preferences/preferences.schemas';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './preferences.service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/recommendations/options', { schema: { response: { 200: preferenceOptionsSchema } } }, async () =>
    service.getOptions(app.db),
  );

  app.get(
    '/recommendations/preferences',
    { schema: { response: { 200: preferencesSchema } }, onRequest: requireUser },
    async (request) => service.getPreferences(app.db, actorOf(request).id),
  );

  app.post(
    '/recommendations/preferences',
    {
      schema: { body: savePreferencesBodySchema, response: { 200: savePreferencesAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.savePreferences(app.db, actorOf(request).id, request.body),
  );
};
