import type { Db } from '../../db/database.ts';
import * as repo from './allergens.repo.ts';
import { recipeFacets } from './recipe-facets.ts';
import { TAXONOMY_VERSION } from './taxonomy.ts';

/** data_versions' name for the taxonomy that recipes.allergens and recipes.diets were computed with. */
export const TAXONOMY_DATA = 'allergen_taxonomy';
const BATCH = 500;

/**
 * Recomputes every recipe's allergens and diets when the stored taxonomy version is not the code's
 * (docs/product.md#allergens-and-diets): run right after the migrations, as the taxonomy lives in
 * code and no SQL migration can apply it. Batches of recipes in id order, each stored in one
 * statement; the version is written last, so a start stopped half-way does it all again.
 * Answers how many recipes changed, or null when the stored version was already current.
 */
export async function backfillRecipeFacets(
  db: Db,
  { version = TAXONOMY_VERSION, batch = BATCH }: { version?: number; batch?: number } = {},
): Promise<number | null> {
  if ((await repo.readDataVersion(db, TAXONOMY_DATA)) === version) return null;
  let changed = 0;
  let afterId = 0;
  for (;;) {
    const rows = await repo.recipeIngredientNames(db, afterId, batch);
    if (!rows.length) break;
    changed += await repo.storeRecipeFacets(
      db,
      rows.map((r) => ({ id: r.id, ...recipeFacets(r.names) })),
    );
    afterId = rows.at(-1)!.id;
  }
  await repo.writeDataVersion(db, TAXONOMY_DATA, version);
  return changed;
}
