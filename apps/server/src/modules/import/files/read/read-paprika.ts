import type { ZipArchive } from '../archive/open-zip.ts';
import { gunzipLimited } from '../archive/read-limited.ts';
import type { UnpackBudget } from '../archive/unpack-budget.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { paprikaRecipe } from '../formats/paprika-recipe.ts';
import { fileErrors } from '../import-file-errors.ts';
import { parseJson } from './parse-json.ts';
import { assertRecipeCount } from './recipe-count.ts';

export const isPaprikaEntry = (name: string) => /\.paprikarecipe$/iu.test(name);
const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * One Paprika recipe: gzipped JSON (as Paprika writes it) or, leniently, the JSON itself. JSON that
 * is no Paprika recipe is `notRecipe`: a corrupt entry inside an export, an unknown file alone.
 */
export async function readPaprikaRecipe(
  bytes: Buffer,
  name: string,
  budget: UnpackBudget,
  notRecipe = () => fileErrors.corruptEntry(name),
) {
  const json = isGzip(bytes) ? await gunzipLimited(bytes, name, budget) : bytes;
  const found = await paprikaRecipe(parseJson(json, notRecipe));
  if (!found) throw notRecipe();
  return found;
}

/** A .paprikarecipes file: a zip of .paprikarecipe entries, one recipe each. */
export async function* readPaprikaZip(zip: ZipArchive, budget: UnpackBudget): RecipeStream {
  const names = zip.names.filter(isPaprikaEntry);
  assertRecipeCount(names.length);
  for (const name of names) yield await readPaprikaRecipe(await zip.read(name), name, budget);
}
