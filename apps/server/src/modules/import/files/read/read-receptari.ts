import { isNode } from '../../schema-org/values.ts';
import type { ZipArchive } from '../archive/open-zip.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { jsonLdRecipe, recipeNodesOf } from '../formats/json-ld-recipe.ts';
import { type FoundPicture, pictureFromFile } from '../formats/picture-of.ts';
import { fileErrors } from '../import-file-errors.ts';
import { parseJson } from './parse-json.ts';
import { assertRecipeCount } from './recipe-count.ts';

export const RECEPTARI_MANIFEST = 'receptari.json';
const RECIPE_JSON = /^recipes\/[^/]+\.json$/u;

/** The manifest says which export this is: only version 1 is known. */
async function checkManifest(zip: ZipArchive) {
  const manifest = parseJson(await zip.read(RECEPTARI_MANIFEST), () =>
    fileErrors.corruptEntry(RECEPTARI_MANIFEST),
  );
  if (!isNode(manifest) || manifest.format !== 'receptari-export') throw fileErrors.unknownFormat();
  if (manifest.version !== 1) throw fileErrors.unknownVersion(String(manifest.version));
}

/**
 * Receptari's own export (docs/product.md#export): receptari.json, then recipes/<id>.json, each one
 * schema.org Recipe with Receptari's extensions, its image a path inside the zip
 * ("images/<id>.webp"). A path the zip does not hold is a warning, never a read outside it.
 */
export async function* readReceptari(zip: ZipArchive): RecipeStream {
  await checkManifest(zip);
  const names = zip.names.filter((n) => RECIPE_JSON.test(n));
  assertRecipeCount(names.length);
  const inArchive = (path: string): Promise<FoundPicture> => {
    const name = path.replace(/^\.\//u, '');
    return pictureFromFile(zip.sizeOf(name), () => zip.read(name));
  };
  for (const name of names) {
    const nodes = recipeNodesOf(parseJson(await zip.read(name), () => fileErrors.corruptEntry(name)));
    if (nodes.length !== 1) throw fileErrors.corruptEntry(name);
    yield await jsonLdRecipe(nodes[0]!, inArchive);
  }
}
