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

export const SEARCH_RECIPES = 1_000_000;
const USERS = 1_000;
/** The tables whose secondary indexes are dropped for the load and rebuilt (and timed) after it. */
const INDEXED_TABLES = ['recipes', 'recipe_ingredients'];

export type Generation = { recipes: number; seconds: number; indexSeconds: Record<string, number> };

/**
 * What the generator needs of a connection: one SQL text (several statements when no parameters)
 * and its rows. Both node-postgres and PGlite are adapted to it (prepare-*-database.ts).
 */
export type SqlRunner = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Fills the migrated search-bench database in set-based SQL, like generate/generate-recipes.ts (its
 * users and catalogue shapes), but with varied titles and descriptions and 1,000,000 recipes. Steps,
 * nutrition and likes are left out: search reads none of them (steps_count is a column).
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
  const words = (w: string[]) => [w.length, sqlArray(w)] as const;
  const [d, m, s, o] = [words(DISHES), words(MAIN_INGREDIENTS), words(STYLES), words(OCCASIONS)];
  await step(
    'recipes',
    `insert into recipes (user_id, category_id, cuisine_id, title, description, explanation, image,
                          servings, prep_time, cook_time, steps_count, status, created_at, updated_at)
     select 1 + ((g % ${USERS}) * 7919) % ${USERS}, 1 + g % 10, 1 + (g / 10) % 14,
            (${d[1]})[1 + g % ${d[0]}] || ' de ' || (${m[1]})[1 + (g / ${d[0]}) % ${m[0]}] || ' '
              || (${s[1]})[1 + (g / ${d[0] * m[0]}) % ${s[0]}],
            'Un plat amb ' || (${m[1]})[1 + (g / 7) % ${m[0]}] || ' i ' || (${m[1]})[1 + (g / 11) % ${m[0]}]
              || ', ideal per a ' || (${o[1]})[1 + (g / 3) % ${o[0]}]
              || case when g % ${RARE_EVERY} = 7 then '. Amb un toc de ${RARE_WORD}.' else '.' end,
            'Explicació de la recepta ' || g || '.', '/media/bench/recipe-' || (g % 50) || '.webp',
            1 + g % 6, 5 + (g * 11) % 40, (g * 23) % 90, 1 + (g * 19) % 14,
            case when g % 50 = 0 then 'pending' else 'published' end,
            now() - g * interval '37 seconds', now() - g * interval '37 seconds'
     from generate_series(1, ${count}) g`,
  );
  // 3-6 ingredients each; some capitalised or padded, as people type them (the key folds both).
  await step(
    'ingredients',
    withoutCountingTriggers(
      `insert into recipe_ingredients (recipe_id, position, quantity, unit, name)
       select r, i, (1 + (r + i) % 400)::text, (array['g','ml','unitats','cullerada'])[1 + (r + i) % 4],
              case when r % 3 = 0 then initcap(n) else n end
       from generate_series(1, ${count}) r, generate_series(1, 6) i,
            lateral (select 1 + (r * 31 + i * 17) % ${INGREDIENT_NAMES} as k) pick,
            lateral (select coalesce((${m[1]})[k], 'ingredient ' || k) as n) named
       where i <= 3 + r % 4`,
    ),
  );
  await step('ingredient names', COUNT_INGREDIENT_NAMES);
  // PGlite runs in a WebAssembly heap of its own: the caller passes less there.
  await run(`set maintenance_work_mem = '${maintenanceWorkMem}'`);
  const indexSeconds: Record<string, number> = {};
  for (const { name, def } of indexes) indexSeconds[name] = await step(`index ${name}`, def);
  await step('vacuum analyze', 'vacuum analyze');
  return { recipes: count, seconds: (performance.now() - started) / 1000, indexSeconds };
}
