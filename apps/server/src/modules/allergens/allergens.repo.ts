import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { dataVersions, recipeIngredients, recipes } from '../../db/schema/index.ts';
import type { RecipeFacets } from './recipe-facets.ts';

/** The stored version of a piece of derived data, or null before its first computation. */
export async function readDataVersion(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name));
  return row?.version ?? null;
}

export async function writeDataVersion(db: Db, name: string, version: number): Promise<void> {
  await db
    .insert(dataVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: dataVersions.name, set: { version } });
}

/** The next recipes after an id, in id order, each with its ingredient names in their order. */
export async function recipeIngredientNames(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; names: string[] }[]> {
  const page = db
    .select({ id: recipes.id })
    .from(recipes)
    .where(sql`${recipes.id} > ${afterId}`)
    .orderBy(recipes.id)
    .limit(limit)
    .as('page');
  return db
    .select({
      id: page.id,
      names: sql<
        string[]
      >`coalesce(array_agg(${recipeIngredients.name} order by ${recipeIngredients.position}) filter (where ${recipeIngredients.name} is not null), '{}')`,
    })
    .from(page)
    .leftJoin(recipeIngredients, eq(recipeIngredients.recipeId, page.id))
    .groupBy(page.id)
    .orderBy(page.id);
}

/**
 * Stores a batch's allergens and diets in one statement (the batch as one JSON value), writing only
 * the rows whose values change.
 */
export async function storeRecipeFacets(db: Db, batch: ({ id: number } & RecipeFacets)[]): Promise<number> {
  if (!batch.length) return 0;
  const changed = await db.execute<{ id: number }>(sql`
    update ${recipes} as r set allergens = v.allergens, diets = v.diets
    from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id integer, allergens text[], diets text[])
    where r.id = v.id and (r.allergens is distinct from v.allergens or r.diets is distinct from v.diets)
    returning r.id`);
  return changed.rows.length;
}
