import { readFile } from 'node:fs/promises';
import { type ZipArchive, openZip } from '../archive/open-zip.ts';
import { UnpackBudget } from '../archive/unpack-budget.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { fileErrors } from '../import-file-errors.ts';
import { readJsonFile } from './read-json-file.ts';
import { isMealieExport, readMealie } from './read-mealie.ts';
import { isPaprikaEntry, readPaprikaRecipe, readPaprikaZip } from './read-paprika.ts';
import { RECEPTARI_MANIFEST, readReceptari } from './read-receptari.ts';
import { isTandoorExport, readTandoor, tandoorRecipe } from './read-tandoor.ts';
import { sniffExport } from './sniff-export.ts';

/** Which app wrote a zip, from the names inside it. */
function readZip(zip: ZipArchive, budget: UnpackBudget): RecipeStream {
  const { names } = zip;
  if (names.includes(RECEPTARI_MANIFEST)) return readReceptari(zip);
  if (names.some(isPaprikaEntry)) return readPaprikaZip(zip, budget);
  if (isMealieExport(names)) return readMealie(zip);
  if (isTandoorExport(names)) return readTandoor(zip, budget);
  // One Tandoor recipe's own zip, uploaded alone.
  if (names.includes('recipe.json'))
    return (async function* () {
      yield await tandoorRecipe(zip, '');
    })();
  throw fileErrors.unknownFormat();
}

/**
 * The recipes of an uploaded export file (docs/product.md#from-another-app), one at a time: a zip
 * (Receptari, Paprika, Mealie, Tandoor), one gzipped Paprika recipe, or a JSON-LD file. Anything
 * else, or a file that turns out to be none of these, is refused as an unknown format.
 */
export async function* readExportFile(
  file: { path: string; size: number },
  budget = new UnpackBudget(),
): RecipeStream {
  const kind = await sniffExport(file.path);
  if (kind === 'json') return yield* readJsonFile(file.path, file.size, budget);
  if (kind === 'gzip') {
    if (file.size > budget.limits.entryMax) throw fileErrors.entryTooLarge('', budget.limits.entryMax);
    const bytes = await readFile(file.path);
    return yield await readPaprikaRecipe(bytes, 'recipe.paprikarecipe', budget, fileErrors.unknownFormat);
  }
  if (kind !== 'zip') throw fileErrors.unknownFormat();
  const zip = await openZip({ path: file.path }, budget);
  try {
    yield* readZip(zip, budget);
  } finally {
    zip.close();
  }
}
