import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { COUNT_INGREDIENT_NAMES, withoutCountingTriggers } from '../lib/ingredient-names.ts';

export const BENCH_RECIPES = 100_000;
const USERS = 1_000;
const LIKES = 200_000;

const count = async (db: Db, table: string) =>
  (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n;

/** True when the database already holds exactly the generated data set (a re-run skips generation). */
export async function isGenerated(db: Db): Promise<boolean> {
  return (await count(db, 'recipes')) === BENCH_RECIPES && (await count(db, 'users')) >= USERS;
}

/**
 * Fills an empty, migrated database with 100,000 recipes in set-based SQL (generate_series), so
 * it takes seconds, not minutes: users, catalogue, recipes with 5-10 steps and 6-10 ingredients,
 * nutrition, and 200,000 likes skewed towards a few popular recipes (likes_count set from them).
 */
export async function generateRecipes(
  db: Db,
  log: (msg: string) => void,
  /** Fewer for a quick run (bench:site's BENCH_SITE_RECIPES); the likes shrink with them. */
  recipes = BENCH_RECIPES,
): Promise<void> {
  const likes = Math.round((LIKES * recipes) / BENCH_RECIPES);
  const step = async (label: string, query: string) => {
    const started = performance.now();
    await db.execute(sql.raw(query));
    log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };
  await step(
    'wipe',
    `truncate users, categories, cuisines, recipes, ingredient_names restart identity cascade`,
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
    'recipes',
    `insert into recipes (user_id, category_id, cuisine_id, title, description, explanation, image,
                          servings, prep_time, cook_time, steps_count, created_at, updated_at)
     select 1 + (g * 7919) % ${USERS}, 1 + g % 10, 1 + g % 14,
            'Recepta de prova ' || g,
            'Una recepta generada per mesurar el rendiment amb moltes dades, número ' || g || '.',
            'Explicació de la recepta ' || g || '.',
            '/media/bench/recipe-' || (g % 50) || '.webp',
            1 + g % 6, 5 + g % 40, g % 90, 5 + g % 6,
            now() - (g * interval '37 seconds'), now() - (g * interval '37 seconds')
     from generate_series(1, ${recipes}) g`,
  );
  // A recipe's steps and ingredients side by side, as the app writes them (one statement per
  // recipe): unordered, the planner emitted them position by position, each recipe's rows on as
  // many pages as it has rows, and opening a recipe read ten times the pages it does on a real site.
  await step(
    'steps',
    `insert into recipe_steps (recipe_id, position, text)
     select r.id, s, 'Pas ' || s || ' de la recepta ' || r.id || ': remeneu i deixeu coure a foc mitjà.'
     from recipes r, generate_series(1, 10) s where s <= r.steps_count
     order by r.id, s`,
  );
  await step(
    'ingredients',
    withoutCountingTriggers(
      `insert into recipe_ingredients (recipe_id, position, quantity, unit, name)
       select r.id, i, (1 + (r.id + i) % 400)::text, (array['g','ml','unitats','cullerada'])[1 + (r.id + i) % 4],
              'ingredient ' || (1 + (r.id * 31 + i * 17) % 500)
       from recipes r, generate_series(1, 10) i where i <= 6 + r.id % 5
       order by r.id, i`,
    ),
  );
  await step('ingredient names', COUNT_INGREDIENT_NAMES);
  await step(
    'nutrition',
    `insert into nutrition (recipe_id, calories, protein, carbs, fats)
     select id, 150 + id % 700, (id % 40) + 0.5, (id % 90) + 0.3, (id % 35) + 0.2 from recipes`,
  );
  // random()^3 piles the likes onto low ids: a long tail, as real popularity has.
  await step(
    'likes',
    `insert into likes (user_id, recipe_id)
     select 1 + floor(random() * ${USERS})::int, 1 + floor(power(random(), 3) * ${recipes})::int
     from generate_series(1, ${likes}) on conflict do nothing`,
  );
  await step(
    'likes_count',
    `update recipe_like_counts c set likes_count = l.n
     from (select recipe_id, count(*)::int as n from likes group by recipe_id) l where l.recipe_id = c.recipe_id`,
  );
  await step('analyze', 'analyze');
}
