import {
  adminListQuerySchema,
  roleAnswerSchema,
  roleBodySchema,
  usersAnswerSchema,
} from '@receptari/shared/admin/admin.schemas';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireAdmin } from '../../lib/policy.ts';
import * as service from './admin-users.service.ts';

/** The admins' users screen (docs/product.md#administration-calls): the list, roles, deleting an account. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, events: app.events, sessions: app.caches.sessions };
  const list = {
    schema: { querystring: adminListQuerySchema, response: { 200: usersAnswerSchema } },
    onRequest: requireAdmin,
  };
  // Two paths, one list (docs/product.md#administration-calls): the original brief's client calls both.
  for (const path of ['/users', '/getAllUsers']) {
    app.get(path, list, async (request) => service.listUsers(app.db, request.query));
  }

  app.put(
    '/usuarios/:id/rol',
    {
      schema: { params: idParamSchema, body: roleBodySchema, response: { 200: roleAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.changeRole(deps, actorOf(request), request.params.id, request.body.role),
  );

  // The user's recipes go with them: every recommendation list is dropped (changesRecipes).
  app.delete(
    '/users/:id',
    {
      schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
      onRequest: requireAdmin,
      config: { changesRecipes: true },
    },
    async (request) =>
      service.deleteUser({ ...deps, storage: app.mediaStorage }, actorOf(request), request.params.id),
  );
};
