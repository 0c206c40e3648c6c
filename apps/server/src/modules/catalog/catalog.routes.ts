import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, cuisineSchema } from '@receptari/shared/preferences/preferences.schemas';
import * as repo from './catalog.repo.ts';

/** The lists every visitor may read; the admin writes come with the admin issue. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    { schema: { response: { 200: z.object({ categories: z.array(categorySchema) }) } } },
    async () => ({
      categories: await repo.listCategories(app.db),
    }),
  );
  app.get(
    '/cuisines',
    { schema: { response: { 200: z.object({ cuisines: z.array(cuisineSchema) }) } } },
    async () => ({
      cuisines: await repo.listCuisines(app.db),
    }),
  );
};
