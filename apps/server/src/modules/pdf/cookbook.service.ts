import { COOKBOOK_RECIPES_MAX } from '@receptari/shared/export/export.rules';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { ownFolderRecipeIds } from '../folders/index.ts';
import { getRecipeDetail } from '../recipes/index.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { loadRecipeImage } from './pdf-image.ts';
import { renderCookbookPdf } from './render-cookbook-pdf.ts';

/** The detail as the caller may see it, or null when it went away since the folder was read. */
async function visibleDetail(db: Db, actor: Actor, id: number) {
  try {
    return await getRecipeDetail(db, actor, id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return null;
    throw err;
  }
}

/**
 * docs/product.md#export: the caller's own folder (404 for anyone else's, as every folder call)
 * as one PDF of the recipes in it the caller may see, in the folder's order (newest added first).
 * An empty folder, or one over COOKBOOK_RECIPES_MAX, is refused with a message.
 */
export async function folderCookbookPdf(db: Db, actor: Actor, folderId: number, storage: MediaStorage) {
  const folder = await ownFolderRecipeIds(db, actor, folderId);
  const count = folder.recipeIds.length;
  if (count > COOKBOOK_RECIPES_MAX) {
    const message = fill(trImport.export.folderTooBig, { n: count, max: COOKBOOK_RECIPES_MAX });
    throw AppError.unprocessable('folder_too_big', message);
  }
  const recipes = [];
  for (const id of folder.recipeIds) {
    const recipe = await visibleDetail(db, actor, id);
    if (recipe) recipes.push(recipe);
  }
  if (recipes.length === 0) throw AppError.unprocessable('folder_empty', trImport.export.emptyFolder);
  const pdf = await renderCookbookPdf({
    name: folder.name,
    author: actor.name,
    recipes,
    imageOf: (recipe) => loadRecipeImage(storage, recipe.image),
  });
  return { filename: `${folder.name}.pdf`, pdf };
}
