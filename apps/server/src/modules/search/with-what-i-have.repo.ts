import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { textArray } from '../../db/recipe-search.ts';

/**
 * How many of the newest recipes using each ingredient the cook has are ranked: the work of one
 * request stays bounded (at most INGREDIENT_NAMES_MAX times this many candidates, each read through
 * recipe_ingredients_name_key_recipe_idx), however common the ingredients
 * (docs/product.md#cook-with-what-i-have). Measured at 5,000,000 recipes for 8 names, database time
 * p50 / p95: 500 candidates 63 / 76 ms, 300 37 / 41 ms, 250 29 / 40 ms; through HTTP, 300 gave a p95
 * of 50.7 ms, over the 50 (bench/README.md).
 */
export const CANDIDATES_PER_INGREDIENT = 250;

/** What "cook with what I have" asks, as ingredient keys (ingredientKey). */
export type HaveQuery = {
  have: string[];
  without: string[];
  staples: readonly string[];
  limit: number;
  perIngredient?: number;
};

/**
 * A ranked recipe: its id and the names (as the recipe writes them) of what the cook lacks and of
 * what it uses of what the cook has.
 */
export type HaveRow = { id: number; missing: string[]; uses: string[] };

/**
 * Published recipes using at least one of `have`, none of `without`, ranked by how many of their
 * ingredients are neither had nor staples (fewest first), then by how many they use of `have`
 * (most first), then newest first. One statement: the candidates (the newest recipes using each
 * ingredient had), their ingredient rows, grouped.
 */
export async function rankByWhatIHave(db: Db, q: HaveQuery): Promise<HaveRow[]> {
  const have = textArray(q.have);
  const known = textArray([...q.have, ...q.staples]);
  const key = sql`lower(btrim(ri.name))`;
  const without = q.without.length
    ? sql`and not exists (select 1 from recipe_ingredients w where w.recipe_id = r.id and lower(btrim(w.name)) = any(${textArray(q.without)}))`
    : sql``;
  const { rows } = await db.execute<{ id: number; missing: string[] | null; uses: string[] | null }>(sql`
    with candidates as (
      select distinct c.recipe_id
      from unnest(${have}) as h(key)
      cross join lateral (
        select i.recipe_id from recipe_ingredients i
        where lower(btrim(i.name)) = h.key
        order by i.recipe_id desc
        limit ${q.perIngredient ?? CANDIDATES_PER_INGREDIENT}
      ) c
    )
    select r.id,
      array_agg(ri.name order by ri.position) filter (where ${key} <> all(${known})) as missing,
      array_agg(ri.name order by ri.position) filter (where ${key} = any(${have})) as uses
    from candidates c
    join recipes r on r.id = c.recipe_id and r.status = 'published'
    join recipe_ingredients ri on ri.recipe_id = r.id
    where true ${without}
    group by r.id
    order by count(*) filter (where ${key} <> all(${known})) asc,
      count(*) filter (where ${key} = any(${have})) desc,
      r.id desc
    limit ${q.limit}`);
  return rows.map((r) => ({ id: Number(r.id), missing: r.missing ?? [], uses: r.uses ?? [] }));
}
