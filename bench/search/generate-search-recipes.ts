import { ALLERGENS, DIETS } from '@receptari/shared/search/search.rules';
import { COUNT_INGREDIENT_NAMES, withoutCountingTriggers } from '../lib/ingredient-names.ts';
import {
  DISHES,
  INGREDIENT_NAMES,
  MAIN_INGREDIENTS,
  OCCASIONS,
  RARE_EVERY,
  RARE_WORD,
  STYLES,
  sqlArray,
} from './search-vocabulary.ts';
import { vocabularyFacets } from './vocabulary-facets.ts';

export const SEARCH_RECIPES = 1_000_000;
const USERS = 1_000;
/** The tables whose secondary indexes are dropped for the load and rebuilt (and timed) after it. */
const INDEXED_TABLES = ['recipes', 'recipe_ingredients', 'recipe_like_counts'];

/** Recipe r has INGREDIENTS_MIN + r % INGREDIENTS_SPREAD ingredients: 3-6. */
const INGREDIENTS_MIN = 3;
const INGREDIENTS_SPREAD = 4;
const INGREDIENTS_MAX = INGREDIENTS_MIN + INGREDIENTS_SPREAD - 1;
/** The ingredient (1 ... INGREDIENT_NAMES) at position i of recipe r, as SQL on those two names. */
const pickSql = (r: string, i: string) => `1 + (${r} * 31 + ${i} * 17) % ${INGREDIENT_NAMES}`;
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
/**
 * Recipes r and r + PICK_PERIOD get the same ingredients (pickSql and the count depend on r only
 * through r % INGREDIENT_NAMES and r % INGREDIENTS_SPREAD): their count, allergens and diets are
 * worked out once per residue, then joined to every recipe.
 */
const PICK_PERIOD = (INGREDIENT_NAMES * INGREDIENTS_SPREAD) / gcd(INGREDIENT_NAMES, INGREDIENTS_SPREAD);

/**
 * ingredients_count, allergens and diets of each residue of PICK_PERIOD, from the ingredients it
 * picks (vocabulary-facets.ts): a recipe has the union of its ingredients' allergens and the diets
 * all of them suit, in the order of ALLERGENS and DIETS as the server stores them.
 */
const RESIDUE_FACETS = `create temp table bench_recipe_facets as
  with lines as (
    select key, f.allergens, f.diets
      from generate_series(0, ${PICK_PERIOD - 1}) key, generate_series(1, ${INGREDIENTS_MAX}) i,
           bench_ingredient_facets f
     where i <= ${INGREDIENTS_MIN} + key % ${INGREDIENTS_SPREAD} and f.k = ${pickSql('key', 'i')}),
  allergen_arrays as (
    select key, array_agg(a order by o) filter (where yes) as allergens
      from (select key, a, o, bool_or(a = any(allergens)) as yes
              from lines, unnest(${sqlArray([...ALLERGENS])}) with ordinality t(a, o) group by key, a, o) x
     group by key),
  diet_arrays as (
    select key, array_agg(d order by o) filter (where yes) as diets
      from (select key, d, o, bool_and(d = any(diets)) as yes
              from lines, unnest(${sqlArray([...DIETS])}) with ordinality t(d, o) group by key, d, o) x
     group by key)
  select key, n as ingredients_count, coalesce(a.allergens, '{}') as allergens, coalesce(d.diets, '{}') as diets
    from (select key, count(*)::int as n from lines group by key) c
    join allergen_arrays a using (key) join diet_arrays d using (key)`;

export type Generation = { recipes: number; seconds: number; indexSeconds: Record<string, number> };

/**
 * Likes, skewed as real popularity is (most recipes none, a long tail of a few dozen; about two a
 * recipe, as the 100,000-recipe generator's 200,000): a hash of the id to the 40th power, so the
 * popular ones are spread over time. Only the counts are written (recipe_like_counts): search reads
 * no likes row.
 */
const LIKES_SQL = `floor(80 * power(((g::bigint * 2654435761) % 4294967296) / 4294967296.0, 40))::int`;

/**
 * What the generator needs of a connection: one SQL text (several statements when no parameters)
 * and its rows. Both node-postgres and PGlite are adapted to it (prepare-*-database.ts).
 */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** How many of the first recipes checkIngredientCounts checks. */
const CHECKED_RECIPES = 10_000;

/**
 * ingredients_count is worked out from the pick formula, not counted: the first recipes' counts
 * are checked against the rows loaded (through recipe_ingredients_recipe_idx, once rebuilt), so
 * the two can never drift apart unnoticed.
 */
async function checkIngredientCounts(run: SqlRunner) {
  const { rows } = await run(
    `select count(*)::int as wrong
       from recipes r
       left join (select recipe_id, count(*)::int as n from recipe_ingredients
                   where recipe_id <= ${CHECKED_RECIPES} group by recipe_id) c on c.recipe_id = r.id
      where r.id <= ${CHECKED_RECIPES} and r.ingredients_count is distinct from c.n`,
  );
  const wrong = (rows[0] as { wrong: number }).wrong;
  if (wrong) throw new Error(`bench:search: ${wrong} of the first recipes have a wrong ingredients_count`);
}

/**
 * Fills the migrated search-bench database in set-based SQL, like generate/generate-recipes.ts (its
 * users and catalogue shapes), but with varied titles and descriptions and `count` recipes (1,000,000
 * by default; BENCH_SEARCH_RECIPES). Steps, nutrition and likes rows are left out: search reads
 * none of them (steps_count, ingredients_count, allergens and diets are columns; the likes counts
 * a row per recipe, which the recipes' insert trigger makes).
 * The secondary indexes are dropped before the load and rebuilt from their own definitions after
 * it, which is both faster and the "index build time" the bench reports.
 */
export async function generateSearchRecipes(
  run: SqlRunner,
  log: (m: string) => void,
  count = SEARCH_RECIPES,
  maintenanceWorkMem = '1GB',
): Promise<Generation> {
  const started = performance.now();
  const step = async (label: string, query: string) => {
    const t = performance.now();
    await run(query);
    const s = (performance.now() - t) / 1000;
    log(`  ${label} (${s.toFixed(1)} s)`);
    return s;
  };
  const { rows: found } = await run(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [INDEXED_TABLES],
  );
  const indexes = found as { name: string; def: string }[];
  for (const { name } of indexes) await run(`drop index if exists "${name}"`);
  await step(
    'wipe',
    'truncate users, categories, cuisines, recipes, ingredient_names restart identity cascade',
  );
  await step(
    'users',
    `insert into users (name, email, role)
     select 'cuiner_' || g, 'cuiner_' || g || '@bench.cat', case when g % 50 = 0 then 'chef' else 'user' end
     from generate_series(1, ${USERS}) g`,
  );
  await step(
    'catalogue',
    `insert into categories (name) select 'Categoria ' || g from generate_series(1, 10) g;
     insert into cuisines (country) select 'Cuina ' || g from generate_series(1, 14) g`,
  );
  await step(
    'ingredient facets',
    'create temp table bench_ingredient_facets (k int primary key, allergens text[], diets text[])',
  );
  await run(
    `insert into bench_ingredient_facets
     select * from jsonb_to_recordset($1::jsonb) as x(k int, allergens text[], diets text[])`,
    [JSON.stringify(vocabularyFacets())],
  );
  await step('recipe facets', `${RESIDUE_FACETS}; alter table bench_recipe_facets add primary key (key)`);
  // Ids are handed out in the order rows arrive, and the ingredients below are loaded as if recipe g
  // had id g: the facets are looked up per row (a lateral the planner cannot turn into a hash
  // join, which may emit the rows in another order).
  const words = (w: string[]) => [w.length, sqlArray(w)] as const;
  const [d, m, s, o] = [words(DISHES), words(MAIN_INGREDIENTS), words(STYLES), words(OCCASIONS)];
  await step(
    'recipes',
    `insert into recipes (user_id, category_id, cuisine_id, title, description, explanation, image,
                          servings, prep_time, cook_time, steps_count, status, created_at, updated_at,
                          ingredients_count, allergens, diets)
     select 1 + ((g % ${USERS}) * 7919) % ${USERS}, 1 + g % 10, 1 + (g / 10) % 14,
            (${d[1]})[1 + g % ${d[0]}] || ' de ' || (${m[1]})[1 + (g / ${d[0]}) % ${m[0]}] || ' '
              || (${s[1]})[1 + (g / ${d[0] * m[0]}) % ${s[0]}],
            'Un plat amb ' || (${m[1]})[1 + (g / 7) % ${m[0]}] || ' i ' || (${m[1]})[1 + (g / 11) % ${m[0]}]
              || ', ideal per a ' || (${o[1]})[1 + (g / 3) % ${o[0]}]
              || case when g % ${RARE_EVERY} = 7 then '. Amb un toc de ${RARE_WORD}.' else '.' end,
            'Explicació de la recepta ' || g || '.', '/media/bench/recipe-' || (g % 50) || '.webp',
            1 + g % 6, 5 + (g * 11) % 40, (g * 23) % 90, 1 + (g * 19) % 14,
            case when g % 50 = 0 then 'pending' else 'published' end,
            now() - g * interval '37 seconds', now() - g * interval '37 seconds',
            f.ingredients_count, f.allergens, f.diets
     from generate_series(1, ${count}) g,
          lateral (select * from bench_recipe_facets f where f.key = g % ${PICK_PERIOD} offset 0) f`,
  );
  // Recipe g has id g (restart identity, rows in order); only the liked ones' counts move.
  await step(
    'likes counts',
    `update recipe_like_counts c set likes_count = l.n
     from (select g, ${LIKES_SQL} as n from generate_series(1, ${count}) g) l
     where c.recipe_id = l.g and l.n > 0`,
  );
  // 3-6 ingredients each; some capitalised or padded, as people type them (the key folds both).
  await step(
    'ingredients',
    withoutCountingTriggers(
      `insert into recipe_ingredients (recipe_id, position, quantity, unit, name)
       select r, i, (1 + (r + i) % 400)::text, (array['g','ml','unitats','cullerada'])[1 + (r + i) % 4],
              case when r % 3 = 0 then initcap(n) else n end
       from generate_series(1, ${count}) r, generate_series(1, ${INGREDIENTS_MAX}) i,
            lateral (select ${pickSql('r', 'i')} as k) pick,
            lateral (select coalesce((${m[1]})[k], 'ingredient ' || k) as n) named
       where i <= ${INGREDIENTS_MIN} + r % ${INGREDIENTS_SPREAD}`,
    ),
  );
  await run('drop table bench_ingredient_facets, bench_recipe_facets');
  await step('ingredient names', COUNT_INGREDIENT_NAMES);
  // PGlite runs in a WebAssembly heap of its own: the caller passes less there.
  await run(`set maintenance_work_mem = '${maintenanceWorkMem}'`);
  const indexSeconds: Record<string, number> = {};
  for (const { name, def } of indexes) indexSeconds[name] = await step(`index ${name}`, def);
  await checkIngredientCounts(run);
  await step('vacuum analyze', 'vacuum analyze');
  return { recipes: count, seconds: (performance.now() - started) / 1000, indexSeconds };
}
