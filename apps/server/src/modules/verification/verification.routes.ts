import { ca } from '@receptari/shared/i18n/ca';
import {
  sendVerificationAnswerSchema,
  sendVerificationBodySchema,
} from '@receptari/shared/verification/verification.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './verification.service.ts';

export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-verification',
    {
      schema: {
        body: sendVerificationBodySchema,
        response: { 200: sendVerificationAnswerSchema, 201: sendVerificationAnswerSchema },
      },
      onRequest: requireUser,
    },
    async (request, reply) => {
      const { created, request: stored } = await service.sendVerification(
        app.db,
        actorOf(request),
        request.body.message,
      );
      return reply.code(created ? 201 : 200).send({ message: ca.verification.sent, request: stored });
    },
  );
};
