/**
 * Importing recipes (docs/product.md#import): from a web page (url/), from another app's export
 * file (files/) and from a photo of a recipe card (photo/); schema-org/ reads a schema.org Recipe
 * into the create form's draft for all of them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importFilesRoutes } from './files/import-files.routes.ts';
import { importPhotoRoutes } from './photo/import-photo.routes.ts';
import { importUrlRoutes } from './url/import-url.routes.ts';

export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importUrlRoutes);
  await app.register(importFilesRoutes);
  await app.register(importPhotoRoutes);
};
