import multipart from '@fastify/multipart';
import {
  importCommitAnswerSchema,
  importCommitBodySchema,
  importIdParamsSchema,
  importPreviewSchema,
} from '@receptari/shared/import/import.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../../lib/policy.ts';
import { commitImport } from './commit-import.service.ts';
import { previewImportFile } from './preview-import-file.service.ts';
import { receiveExportFile } from './receive-export-file.ts';

/** Per user: an export file is read whole (up to 500 MB); a few files and retries is a person's pace. */
const PREVIEW_RATE = perUserRateLimit({ max: 20, timeWindow: '10 minutes' });
/**
 * Commits: /importar sends a file in at most 40 batches (20 ids each, more above 800 recipes; a
 * 2,000-recipe file in batches of 50), with room for retries; each recipe costs its own checks anyway.
 */
const COMMIT_RATE = perUserRateLimit({ max: 60, timeWindow: '10 minutes' });

/**
 * Importing another app's export file (docs/product.md#from-another-app): POST /import/file reads it
 * into a preview, POST /import/{importId}/commit creates the recipes chosen from it. Multipart is
 * registered in this scope only, as for /media.
 */
export const importFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);

  app.post(
    '/import/file',
    {
      schema: { response: { 200: importPreviewSchema } },
      onRequest: requireUser,
      config: { rateLimit: PREVIEW_RATE },
    },
    async (request) => {
      const file = await receiveExportFile(request);
      try {
        const deps = { db: app.db, dataDir: app.config.dataDir };
        return await previewImportFile(deps, actorOf(request).id, file);
      } finally {
        await file.remove();
      }
    },
  );

  app.post(
    '/import/:importId/commit',
    {
      schema: {
        params: importIdParamsSchema,
        body: importCommitBodySchema,
        response: { 200: importCommitAnswerSchema },
      },
      onRequest: requireUser,
      config: { rateLimit: COMMIT_RATE, changesRecipes: true },
    },
    async (request) => {
      const deps = {
        db: app.db,
        dataDir: app.config.dataDir,
        storage: app.mediaStorage,
        ai: app.ai,
        log: request.log,
        review: app.config.MEDIA_REVIEW,
      };
      return commitImport(deps, actorOf(request), request.params.importId, request.body.ids);
    },
  );
};
