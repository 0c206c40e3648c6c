import {
  commentBodySchema,
  commentListAnswerSchema,
  commentSearchQuerySchema,
  commentSchema,
  deleteCommentBodySchema,
} from '@receptari/shared/comments/comments.schemas';
import { idParamSchema, messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../lib/policy.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './comments.service.ts';

// Local until packages/shared has it (see the report of issue 3).

// Auth runs onRequest, not preHandler: a caller without a token gets 401 before any validation.
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes/:id/comments',
    {
      // 304 has no body: its schema only lets the typed reply send nothing.
      schema: { params: idParamSchema, response: { 200: commentListAnswerSchema, 304: z.undefined() } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const answer = await service.listForRecipe(
        app.db,
        request.auth!.user,
        request.params.id,
        request.headers['if-none-match'],
      );
      // no-cache: the browser keeps the copy but asks every time, which is what makes the 304 useful.
      reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
      if (!answer.comments) return reply.code(304).send(undefined);
      return { comments: answer.comments };
    },
  );

  app.post(
    '/recipes/:id/comment',
    {
      schema: { params: idParamSchema, body: commentBodySchema, response: { 201: commentSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const comment = await service.addComment(
        app.db,
        request.auth!.user,
        request.params.id,
        request.body.comment,
      );
      return reply.code(201).send(comment);
    },
  );

  app.delete(
    '/recipes/:id/comments',
    {
      schema: {
        params: idParamSchema,
        body: deleteCommentBodySchema,
        response: { 200: messageAnswerSchema },
      },
      onRequest: requireUser,
    },
    async (request) =>
      service.deleteComment(app.db, request.auth!.user, request.params.id, request.body.comment),
  );

  app.get(
    '/comments',
    {
      schema: { querystring: commentSearchQuerySchema, response: { 200: commentListAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listAll(app.db, request.query.q || undefined),
  );
};
