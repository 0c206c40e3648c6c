import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import {
  folderBodySchema,
  folderListAnswerSchema,
  folderRecipeParamsSchema,
  folderRecipesAnswerSchema,
  folderSchema,
  renameFolderBodySchema,
} from '@receptari/shared/folders/folders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_WRITE_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './folders.service.ts';

/** Every folder call is the signed-in user's own; nobody else's folder is ever shown or changed. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/folders',
    {
      schema: { body: folderBodySchema, response: { 201: folderSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createFolder(app.db, actorOf(request), request.body.name)),
  );

  app.get(
    '/folders',
    { schema: { response: { 200: folderListAnswerSchema } }, onRequest: requireUser },
    async (request) => service.listFolders(app.db, actorOf(request)),
  );

  app.put(
    '/folders/:id',
    {
      schema: { params: idParamSchema, body: renameFolderBodySchema, response: { 200: folderSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => service.renameFolder(app.db, actorOf(request), request.params.id, request.body.name),
  );

  app.delete(
    '/folders/:id',
    {
      schema: { params: idParamSchema, response: { 200: messageAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => service.deleteFolder(app.db, actorOf(request), request.params.id),
  );

  app.get(
    '/folders/:id/recipes',
    {
      schema: { params: idParamSchema, response: { 200: folderRecipesAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.getFolderRecipes(app.db, actorOf(request), request.params.id),
  );

  app.post(
    '/folders/:folderId/recipes/:recipeId',
    {
      schema: { params: folderRecipeParamsSchema, response: { 201: messageAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request, reply) => {
      const { folderId, recipeId } = request.params;
      return reply.code(201).send(await service.addRecipe(app.db, actorOf(request), folderId, recipeId));
    },
  );

  app.delete(
    '/folders/:folderId/recipes/:recipeId',
    {
      schema: { params: folderRecipeParamsSchema, response: { 200: messageAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: SOCIAL_WRITE_RATE },
    },
    async (request) => {
      const { folderId, recipeId } = request.params;
      return service.removeRecipe(app.db, actorOf(request), folderId, recipeId);
    },
  );
};
