import { exportFileName } from '@receptari/shared/export/export.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import * as service from './export.service.ts';

/** An export reads every recipe and picture of its author: a few a minute is plenty by hand. */
const EXPORT_RATE = perUserRateLimit({ max: 5, timeWindow: '1 minute' });

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  // docs/product.md#export: the caller's own recipes as a zip, streamed as it is written.
  app.get(
    '/export/recipes',
    { onRequest: requireUser, config: { rateLimit: EXPORT_RATE } },
    async (request, reply) => {
      const at = new Date();
      const zip = service.exportRecipes(
        {
          db: app.db,
          storage: app.mediaStorage,
          onError: (err) => request.log.error({ err }, 'export cut short'),
        },
        actorOf(request),
        publicOrigin(request),
        at,
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(at)}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
