import type { AdaptQuery } from '@receptari/shared/quantities/quantities.schemas';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/policy.ts';
import { getRecipeDetail } from '../recipes/index.ts';
import { adaptPdfRecipe } from './adapt-pdf-recipe.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { loadRecipeImage } from './pdf-image.ts';
import { renderRecipePdf } from './render-recipe-pdf.ts';

/**
 * The recipe as the caller may see it (404 otherwise), rendered to PDF at the servings and units
 * of `adapt` (none: as written).
 */
export async function recipePdf(
  db: Db,
  actor: Actor,
  id: number,
  storage: MediaStorage,
  adapt: AdaptQuery = {},
) {
  const recipe = await getRecipeDetail(db, actor, id);
  const image = await loadRecipeImage(storage, recipe.image);
  return {
    filename: `receta_${recipe.id}.pdf`,
    pdf: await renderRecipePdf(adaptPdfRecipe(recipe, adapt), image),
  };
}
