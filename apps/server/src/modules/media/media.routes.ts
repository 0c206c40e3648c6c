import multipart from '@fastify/multipart';
import { mediaAnswerSchema } from '@receptari/shared/media/media.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './media.service.ts';
import { reviewOf } from './review-hold.ts';
import { readFilePart } from './read-file-part.ts';

/** Per user: enough for a recipe's photos and a retry or two, not for filling the disk. */
const UPLOAD_RATE = perUserRateLimit({ max: 30, timeWindow: '10 minutes' });

/**
 * POST /media: one file in the multipart field `file`, answered `{ secure_url, kind }` as the
 * original brief's media host answered (docs/product.md#where-we-differ-from-the-brief). Multipart is
 * registered in this scope (and the profile picture's only, modules/profiles), so no other route takes it.
 * Auth runs onRequest, before the rate limit (which keys on the user) and before any byte is read.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.post(
    '/media',
    {
      schema: { response: { 201: mediaAnswerSchema } },
      onRequest: requireUser,
      config: { rateLimit: UPLOAD_RATE },
    },
    async (request, reply) => {
      const part = await readFilePart(request);
      const answer = await service.uploadMedia(
        { db: app.db, storage: app.mediaStorage, ai: app.ai, log: request.log },
        actorOf(request).id,
        part,
      );
      // The review that applies goes with it, so the form can say what an unsure check means.
      const check = {
        verdict: answer.check?.verdict ?? ('unchecked' as const),
        reason: answer.check?.reason ?? null,
      };
      return reply.code(201).send({ ...answer, review: reviewOf(check, app.config.MEDIA_REVIEW) });
    },
  );
};
