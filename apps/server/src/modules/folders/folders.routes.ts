import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import {
  folderBodySchema,
  folderListAnswerSchema,
  folderRecipeParamsSchema,
  folderRecipesAnswerSchema,
  folderSchema,
} from '@receptari/shared/folders/folders.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './folders.service.ts';

/**
 * Every folder call is the signed-in user's own; nobody else's folder is ever shown or changed.
 * Auth runs onRequest, not preHandler: a caller without a token gets 401 before any validation.
 */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/folders',
    { schema: { body: folderBodySchema, response: { 201: folderSchema } }, onRequest: requireUser },
    async (request, reply) => {
      const folder = await service.createFolder(app.db, request.auth!.user, request.body.name);
      return reply.code(201).send(folder);
    },
  );

  app.get(
    '/folders',
    { schema: { response: { 200: folderListAnswerSchema } }, onRequest: requireUser },
    async (request) => service.listFolders(app.db, request.auth!.user),
  );

  app.delete(
    '/folders/:id',
    { schema: { params: idParamSchema, response: { 200: messageAnswerSchema } }, onRequest: requireUser },
    async (request) => service.deleteFolder(app.db, request.auth!.user, request.params.id),
  );

  app.get(
    '/folders/:id/recipes',
    {
      schema: { params: idParamSchema, response: { 200: folderRecipesAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => service.getFolderRecipes(app.db, request.auth!.user, request.params.id),
  );

  app.post(
    '/folders/:folderId/recipes/:recipeId',
    {
      schema: { params: folderRecipeParamsSchema, response: { 201: messageAnswerSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { folderId, recipeId } = request.params;
      return reply.code(201).send(await service.addRecipe(app.db, request.auth!.user, folderId, recipeId));
    },
  );

  app.delete(
    '/folders/:folderId/recipes/:recipeId',
    {
      schema: { params: folderRecipeParamsSchema, response: { 200: messageAnswerSchema } },
      onRequest: requireUser,
    },
    async (request) => {
      const { folderId, recipeId } = request.params;
      return service.removeRecipe(app.db, request.auth!.user, folderId, recipeId);
    },
  );
};
