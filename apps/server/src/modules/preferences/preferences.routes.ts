import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  preferenceOptionsSchema,
  preferencesSchema,
  savePreferencesBodySchema,
} from '@receptari/shared/preferences/preferences.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { requireUser } from '../../plugins/auth.ts';
import { listCategories, listCuisines } from '../catalog/catalog.repo.ts';
import * as service from './preferences.service.ts';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recommendations/options',
    { schema: { response: { 200: preferenceOptionsSchema } } },
    async () => {
      const [cuisines, categories] = await Promise.all([listCuisines(app.db), listCategories(app.db)]);
      return { cuisines, categories };
    },
  );

  app.get(
    '/recommendations/preferences',
    { schema: { response: { 200: preferencesSchema } }, preHandler: requireUser },
    async (request) => service.getPreferences(app.db, request.auth!.user.id),
  );

  app.post(
    '/recommendations/preferences',
    {
      schema: {
        body: savePreferencesBodySchema,
        response: { 200: preferencesSchema.extend({ message: z.string() }) },
      },
      preHandler: requireUser,
    },
    async (request) => ({
      message: ca.preferences.saved,
      ...(await service.savePreferences(app.db, request.auth!.user.id, request.body)),
    }),
  );
};
