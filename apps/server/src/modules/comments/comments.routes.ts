import {
  commentBodySchema,
  commentListAnswerSchema,
  commentSchema,
  deleteCommentBodySchema,
} from '@receptari/shared/comments/comments.schemas';
import {
  idParamSchema,
  messageAnswerSchema,
  notModifiedSchema,
} from '@receptari/shared/common/common.schemas';
import { adminCommentsAnswerSchema, adminListQuerySchema } from '@receptari/shared/admin/admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMMENT_RATE } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireAdmin, requireUser } from '../../lib/policy.ts';
import * as service from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recipes/:id/comments',
    {
      schema: { params: idParamSchema, response: { 200: commentListAnswerSchema, 304: notModifiedSchema } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const answer = await service.listForRecipe(
        app.db,
        actorOf(request),
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
      config: { rateLimit: COMMENT_RATE },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.addComment(
            app.db,
            app.events,
            actorOf(request),
            request.params.id,
            request.body.comment,
          ),
        ),
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
      service.deleteComment(app.db, actorOf(request), request.params.id, request.body.comment),
  );

  app.get(
    '/comments',
    {
      schema: { querystring: adminListQuerySchema, response: { 200: adminCommentsAnswerSchema } },
      onRequest: requireAdmin,
    },
    async (request) => service.listAll(app.db, request.query),
  );
};
