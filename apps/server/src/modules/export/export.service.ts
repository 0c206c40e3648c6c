import type { Readable } from 'node:stream';
import {
  EXPORT_FORMAT,
  EXPORT_MANIFEST_PATH,
  EXPORT_VERSION,
  exportImagePath,
  exportRecipePath,
} from '@receptari/shared/export/export.rules';
import type { ExportManifest } from '@receptari/shared/export/export.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { getRecipeDetail } from '../recipes/index.ts';
import * as repo from './export.repo.ts';
import { recipeJsonLd } from './recipe-json-ld.ts';
import { openStoredPicture } from './stored-picture.ts';
import { type ZipEntry, zipStream } from './zip-stream.ts';

export interface ExportDeps {
  readonly db: Db;
  readonly storage: MediaStorage;
  readonly onError: (err: unknown) => void;
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** The author's own detail, or null when the recipe was deleted since the list was read. */
async function detailOrNull(db: Db, actor: Actor, id: number) {
  try {
    return await getRecipeDetail(db, actor, id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * The zip's entries, one recipe at a time: its JSON-LD, then its picture. The manifest comes
 * last, so its count is the number of recipes the zip really holds.
 */
async function* exportEntries(deps: ExportDeps, actor: Actor, origin: string | null, at: Date) {
  let count = 0;
  for (const id of await repo.authoredRecipeIds(deps.db, actor.id)) {
    const recipe = await detailOrNull(deps.db, actor, id);
    if (!recipe) continue;
    const picture = await openStoredPicture(deps.storage, recipe.image);
    try {
      const node = recipeJsonLd(recipe, { imagePath: picture && exportImagePath(id), origin });
      yield { path: exportRecipePath(id), data: json(node) } satisfies ZipEntry;
      if (picture) yield { path: exportImagePath(id), data: picture, compress: false } satisfies ZipEntry;
      count++;
    } finally {
      // Closes the file when the download stopped before the picture was read.
      picture?.destroy();
    }
  }
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: at.toISOString(),
    user: actor.name,
    recipes: count,
  };
  yield { path: EXPORT_MANIFEST_PATH, data: json(manifest) } satisfies ZipEntry;
}

/** docs/product.md#export: every recipe the caller wrote, published or pending, as a zip stream. */
export function exportRecipes(deps: ExportDeps, actor: Actor, origin: string | null, at: Date): Readable {
  return zipStream(exportEntries(deps, actor, origin, at), deps.onError);
}
