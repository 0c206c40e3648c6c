import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  categoryCreatedSchema,
  cuisineBodySchema,
  cuisineCreatedSchema,
} from '@receptari/shared/admin/admin.schemas';
import { categoriesAnswerSchema, cuisinesAnswerSchema } from '@receptari/shared/catalog/catalog.schemas';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import { actorOf, requireAdmin } from '../../lib/policy.ts';
import * as service from './catalog.service.ts';

/**
 * The lists every visitor may read, and the admins' writes (docs/product.md#catalogue-and-preference-calls).
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { response: { 200: categoriesAnswerSchema } } }, async () =>
    service.listCategories(app.db),
  );
  app.get('/cuisines', { schema: { response: { 200: cuisinesAnswerSchema } } }, async () =>
    service.listCuisines(app.db),
  );

  app.post(
    '/categories',
    {
      schema: { body: categoryBodySchema, response: { 201: categoryCreatedSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { category, name_es, name_en } = request.body;
      const names = { name: category, es: name_es ?? null, en: name_en ?? null };
      const row = await service.createCategory(app.db, actorOf(request), names);
      return reply
        .code(201)
        .send({ ...row, message: fill(trAdmin.admin.categoryCreated, { category_name: row.name }) });
    },
  );
  app.post(
    '/cuisines',
    {
      schema: { body: cuisineBodySchema, response: { 201: cuisineCreatedSchema } },
      onRequest: requireAdmin,
    },
    async (request, reply) => {
      const { country, country_es, country_en } = request.body;
      const names = { name: country, es: country_es ?? null, en: country_en ?? null };
      const row = await service.createCuisine(app.db, actorOf(request), names);
      return reply
        .code(201)
        .send({ ...row, message: fill(trAdmin.admin.cuisineCreated, { country: row.country }) });
    },
  );

  // A deleted entry leaves the recipes that used it uncategorised: recommendations may change.
  const remove = {
    schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
    onRequest: requireAdmin,
    config: { changesRecipes: true },
  };
  app.delete('/categories/:id', remove, async (request) =>
    service.deleteEntry(app.db, actorOf(request), 'category', request.params.id),
  );
  app.delete('/cuisines/:id', remove, async (request) =>
    service.deleteEntry(app.db, actorOf(request), 'cuisine', request.params.id),
  );
};
