import { type ZipArchive, openZip } from '../archive/open-zip.ts';
import type { UnpackBudget } from '../archive/unpack-budget.ts';
import type { FoundRecipe, RecipeStream } from '../formats/found-recipe.ts';
import { noPicture, pictureFromFile } from '../formats/picture-of.ts';
import { sourceOf } from '../formats/source-of.ts';
import { tandoorKey, tandoorNode } from '../formats/tandoor-recipe.ts';
import { fileErrors } from '../import-file-errors.ts';
import { parseJson } from './parse-json.ts';
import { assertRecipeCount } from './recipe-count.ts';

export const isTandoorExport = (names: readonly string[]) =>
  names.length > 0 && names.every((n) => /\.zip$/iu.test(n));

/** One Tandoor recipe's zip: recipe.json and its picture, image.jpg or image.png. */
export async function tandoorRecipe(zip: ZipArchive, label: string): Promise<FoundRecipe> {
  if (!zip.names.includes('recipe.json')) throw fileErrors.unknownFormat();
  const name = `${label}recipe.json`;
  const json = parseJson(await zip.read('recipe.json'), () => fileErrors.corruptEntry(name));
  const node = tandoorNode(json);
  if (!node) throw fileErrors.corruptEntry(name);
  const image = zip.names.find((n) => /^image\.[a-z0-9]+$/iu.test(n));
  const found = image ? await pictureFromFile(zip.sizeOf(image), () => zip.read(image)) : noPicture();
  return {
    node,
    appKey: tandoorKey(json),
    picture: found.picture,
    source: sourceOf((json as { source_url?: unknown }).source_url),
    warnings: found.warnings,
  };
}

/**
 * A Tandoor export: a zip of zips, one per recipe (docs/product.md#from-another-app). Each inner zip
 * is opened from memory under the same budget, so nesting does not multiply what may be unpacked.
 */
export async function* readTandoor(zip: ZipArchive, budget: UnpackBudget): RecipeStream {
  assertRecipeCount(zip.names.length);
  for (const name of zip.names) {
    const inner = await openZip({ buffer: await zip.read(name), prefix: name }, budget);
    try {
      yield await tandoorRecipe(inner, `${name}/`);
    } finally {
      inner.close();
    }
  }
}
