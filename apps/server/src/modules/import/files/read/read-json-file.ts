import { readFile } from 'node:fs/promises';
import type { UnpackBudget } from '../archive/unpack-budget.ts';
import type { RecipeStream } from '../formats/found-recipe.ts';
import { jsonLdRecipe, recipeNodesOf } from '../formats/json-ld-recipe.ts';
import { fileErrors } from '../import-file-errors.ts';
import { parseJson } from './parse-json.ts';
import { assertRecipeCount } from './recipe-count.ts';

/**
 * A JSON-LD file: one Recipe, a list of them (RecipeSage's export) or a @graph around them. JSON is
 * read whole, so it has the limit of one entry of an archive; a JSON without any Recipe is no
 * export we know (docs/product.md#from-another-app).
 */
export async function* readJsonFile(path: string, size: number, budget: UnpackBudget): RecipeStream {
  if (size > budget.limits.entryMax) throw fileErrors.jsonTooLarge(budget.limits.entryMax);
  const nodes = recipeNodesOf(parseJson(await readFile(path), fileErrors.corruptJson));
  if (nodes.length === 0) throw fileErrors.unknownFormat();
  assertRecipeCount(nodes.length);
  for (const node of nodes) yield await jsonLdRecipe(node);
}
