import type { ZipArchive } from '../archive/open-zip.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { mealieKey, mealieNode } from '../formats/mealie-recipe.ts';
import { noPicture, pictureFromFile } from '../formats/picture-of.ts';
import { sourceOf } from '../formats/source-of.ts';
import { fileErrors } from '../import-file-errors.ts';
import { parseJson } from './parse-json.ts';
import { assertRecipeCount } from './recipe-count.ts';

// recipes/<slug>/<slug>.json, at the zip's root or one folder down.
const RECIPE_JSON = /^(?:[^/]+\/)?recipes\/([^/]+)\/\1\.json$/u;
// Mealie keeps each picture in three sizes; the largest that exists is taken.
const PICTURES = ['original.webp', 'min-original.webp', 'tiny-original.webp'];

export const isMealieExport = (names: readonly string[]) => names.some((n) => RECIPE_JSON.test(n));

/** A Mealie export: each recipe's JSON beside its images folder (docs/product.md#from-another-app). */
export async function* readMealie(zip: ZipArchive): RecipeStream {
  const names = zip.names.filter((n) => RECIPE_JSON.test(n));
  assertRecipeCount(names.length);
  for (const name of names) {
    const json = parseJson(await zip.read(name), () => fileErrors.corruptEntry(name));
    const node = mealieNode(json);
    if (!node) throw fileErrors.corruptEntry(name);
    const folder = name.slice(0, name.lastIndexOf('/') + 1);
    const picture = PICTURES.map((p) => `${folder}images/${p}`).find((p) => zip.sizeOf(p) !== undefined);
    const found = picture ? await pictureFromFile(zip.sizeOf(picture), () => zip.read(picture)) : noPicture();
    yield {
      node,
      appKey: mealieKey(json),
      picture: found.picture,
      source: sourceOf((json as { org_url?: unknown }).org_url),
      warnings: found.warnings,
    };
  }
}
