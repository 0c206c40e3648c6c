import multipart from '@fastify/multipart';
import { importedDraftSchema } from '@receptari/shared/import/import.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit.ts';
import { requireUser } from '../../../lib/policy.ts';
import { readFilePart } from '../../media/index.ts';
import { importPhoto } from './import-photo.service.ts';

/**
 * Each photo takes a core for a second or more: 20 in 10 minutes is a stack of cards photographed
 * one after the other, with retries, and stops a script.
 */
const PHOTO_RATE = perUserRateLimit({ max: 20, timeWindow: '10 minutes' });
/** When a full OCR queue frees up: a few photos' reading. */
const BUSY_RETRY_AFTER_SECONDS = 10;

/**
 * POST /import/photo: one photo in the multipart field `file`, answered with the create form's draft
 * (docs/product.md#from-a-photo). Multipart is registered in this scope only. Auth runs onRequest,
 * before the rate limit (which keys on the user) and before any byte is read.
 */
export const importPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  app.post(
    '/import/photo',
    {
      schema: { response: { 200: importedDraftSchema } },
      onRequest: requireUser,
      config: { rateLimit: PHOTO_RATE, writesNothing: true },
    },
    async (request, reply) => {
      const deps = { ai: app.ai, log: request.log, tesseract: app.config.TESSERACT_BIN };
      try {
        return await importPhoto(deps, await readFilePart(request));
      } catch (err) {
        if (err instanceof AppError && err.code === 'ocr_busy') {
          reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
        }
        throw err;
      }
    },
  );
};
