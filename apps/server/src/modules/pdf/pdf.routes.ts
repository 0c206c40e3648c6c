import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { folderPdfParamsSchema } from '@receptari/shared/export/export.schemas';
import { adaptQuerySchema } from '@receptari/shared/quantities/quantities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { actorOf, requireUser } from '../../lib/policy.ts';
import { attachmentHeader } from './attachment-header.ts';
import { folderCookbookPdf } from './cookbook.service.ts';
import * as service from './pdf.service.ts';

/** A cookbook draws up to COOKBOOK_RECIPES_MAX recipes and their pictures: a few a minute. */
const COOKBOOK_RATE = perUserRateLimit({ max: 5, timeWindow: '1 minute' });

export const pdfRoutes: FastifyPluginAsyncZod = async (app) => {
  // ?servings=&units=: the PDF as the page shows the recipe (docs/product.md#servings-and-units).
  app.get(
    '/recipes/:id/download',
    { schema: { params: idParamSchema, querystring: adaptQuerySchema }, onRequest: requireUser },
    async (request, reply) => {
      const { filename, pdf } = await service.recipePdf(
        app.db,
        actorOf(request),
        request.params.id,
        app.mediaStorage,
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // docs/product.md#export: the caller's own folder as one PDF; anyone else's answers 404.
  app.get(
    '/folders/:folderId/pdf',
    {
      schema: { params: folderPdfParamsSchema },
      onRequest: requireUser,
      config: { rateLimit: COOKBOOK_RATE },
    },
    async (request, reply) => {
      const { filename, pdf } = await folderCookbookPdf(
        app.db,
        actorOf(request),
        request.params.folderId,
        app.mediaStorage,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
