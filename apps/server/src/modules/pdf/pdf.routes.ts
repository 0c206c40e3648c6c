import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { adaptQuerySchema } from '@receptari/shared/quantities/quantities.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requireUser } from '../../lib/policy.ts';
import * as service from './pdf.service.ts';

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
        app.config.dataDir,
        request.query,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
