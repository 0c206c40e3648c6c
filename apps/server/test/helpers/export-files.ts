import { gzipSync, strToU8, zipSync, type Zippable } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { multipartBody } from './upload-media.ts';

/**
 * Export files of other recipe apps, written for the tests in each app's documented layout
 * (docs/product.md#from-another-app), so the import reads exactly what those apps write.
 */

const json = (value: unknown) => strToU8(JSON.stringify(value));
const bytesOf = (zip: Uint8Array) => Buffer.from(zip);

/** Paprika 3's recipe fields (a .paprikarecipe entry is this JSON, gzipped). */
export type PaprikaRecipe = {
  uid: string;
  name: string;
  ingredients?: string;
  directions?: string;
  description?: string;
  notes?: string;
  nutritional_info?: string;
  servings?: string;
  prep_time?: string;
  cook_time?: string;
  total_time?: string;
  categories?: string[];
  source?: string;
  source_url?: string;
  photo_data?: string | null;
  image_url?: string | null;
};

/** A .paprikarecipes file: a zip of gzipped JSON recipes. */
export const paprikaFile = (recipes: PaprikaRecipe[]) =>
  bytesOf(
    zipSync(Object.fromEntries(recipes.map((r) => [`${r.name}.paprikarecipe`, gzipSync(json(r))])), {
      level: 0,
    }),
  );

/** A Mealie export: recipes/<slug>/<slug>.json and recipes/<slug>/images/original.webp. */
export function mealieFile(recipes: { slug: string; recipe: object; image?: Buffer }[]) {
  const files: Zippable = {};
  for (const { slug, recipe, image } of recipes) {
    files[`recipes/${slug}/${slug}.json`] = json({ slug, ...recipe });
    if (image) files[`recipes/${slug}/images/original.webp`] = new Uint8Array(image);
  }
  return bytesOf(zipSync(files));
}

/** A Tandoor export: a zip of zips, each with recipe.json and image.<ext>. */
export function tandoorFile(
  recipes: { name: string; recipe: object; image?: { ext: string; bytes: Buffer } }[],
) {
  const files: Zippable = {};
  for (const { name, recipe, image } of recipes) {
    const inner: Zippable = { 'recipe.json': json(recipe) };
    if (image) inner[`image.${image.ext}`] = new Uint8Array(image.bytes);
    files[`${name}.zip`] = zipSync(inner);
  }
  return bytesOf(zipSync(files));
}

/** A JSON-LD file (RecipeSage's export is an array of Recipe objects). */
export const jsonLdFile = (value: unknown) => Buffer.from(JSON.stringify(value));

/** Receptari's own export: receptari.json, recipes/<id>.json, images/<id>.webp. */
export function receptariFile(
  recipes: { id: number; recipe: object; image?: Buffer }[],
  manifest: object = { format: 'receptari-export', version: 1 },
) {
  const files: Zippable = { 'receptari.json': json(manifest) };
  for (const { id, recipe, image } of recipes) {
    files[`recipes/${id}.json`] = json({
      '@context': ['https://schema.org', { receptari: 'https://receptari.cat/ns#' }],
      '@type': 'Recipe',
      identifier: `receptari:${id}`,
      ...(image && { image: `images/${id}.webp` }),
      ...recipe,
    });
    if (image) files[`images/${id}.webp`] = new Uint8Array(image);
  }
  return bytesOf(zipSync(files));
}

/** Any zip, for the files no app writes. */
export const zipOf = (files: Record<string, Uint8Array | string>, level: 0 | 6 | 9 = 6) =>
  bytesOf(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data]),
      ),
      { level },
    ),
  );

export const gzipOf = (value: unknown) => Buffer.from(gzipSync(json(value)));

/** POST /api/import/file with `bytes` as the multipart field `field`. */
export async function uploadExport(
  app: FastifyInstance,
  auth: Record<string, string>,
  bytes: Uint8Array | undefined,
  opts: { name?: string; field?: string } = {},
) {
  const body = await multipartBody(bytes, opts.name ?? 'export.zip', 'application/octet-stream', opts.field);
  return app.inject({
    method: 'POST',
    url: '/api/import/file',
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** POST /api/import/{importId}/commit. */
export const commitImport = (
  app: FastifyInstance,
  auth: Record<string, string>,
  importId: string,
  ids: string[],
) => app.inject({ method: 'POST', url: `/api/import/${importId}/commit`, headers: auth, payload: { ids } });
