import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesAnswerSchema, cuisinesAnswerSchema } from '@receptari/shared/catalog/catalog.schemas';
import * as service from './catalog.service.ts';

/** The lists every visitor may read; the admin writes come with the admin issue. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { response: { 200: categoriesAnswerSchema } } }, async () =>
    service.listCategories(app.db),
  );
  app.get('/cuisines', { schema: { response: { 200: cuisinesAnswerSchema } } }, async () =>
    service.listCuisines(app.db),
  );
};
