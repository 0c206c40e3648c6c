import { importedDraftSchema, importUrlBodySchema } from '@receptari/shared/import/import.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../../lib/policy.ts';
import { importFromUrl } from './import-from-url.ts';

/**
 * Per user: pasting a few recipes a minute by hand fits; a script walking a site through the
 * server (each import fetches two remote files and runs the food check) does not.
 */
const IMPORT_URL_RATE = perUserRateLimit({ max: 20, timeWindow: '1 minute' });

/** POST /import/url: a recipe page's address in, the create form's draft out (docs/product.md#from-a-web-page). */
export const importUrlRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import/url',
    {
      schema: { body: importUrlBodySchema, response: { 200: importedDraftSchema } },
      onRequest: requireUser,
      // The draft is no recipe yet: no list, detail or recommendation changes.
      config: { rateLimit: IMPORT_URL_RATE, writesNothing: true },
    },
    async (request) =>
      importFromUrl(
        {
          db: app.db,
          storage: app.mediaStorage,
          ai: app.ai,
          log: request.log,
          allowPrivate: app.config.IMPORT_ALLOW_PRIVATE,
        },
        actorOf(request).id,
        request.body.url,
      ),
  );
};
