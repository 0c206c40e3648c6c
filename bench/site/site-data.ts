import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { backfillRecipeFacets } from '../../apps/server/src/modules/allergens/index.ts';
import { backfillNameSkeletons } from '../../apps/server/src/modules/auth/index.ts';
import { generateRecipes } from '../generate/generate-recipes.ts';
import { insertBenchLive } from '../lib/bench-live.ts';
import { insertBenchUsers } from '../lib/two-instances.ts';
import { DISHES, MAIN_INGREDIENTS, sqlArray } from '../search/search-vocabulary.ts';
import type { SiteUser } from './site-plan.ts';

/** Recipes each bench user writes: where the others' likes, saves and comments go. */
const OWN_RECIPES_PER_USER = 2;

export type SiteData = {
  users: SiteUser[];
  chef: SiteUser;
  liveId: number;
  ownRecipes: number[];
  recipeIds: { min: number; max: number };
  categories: number[];
  cuisines: number[];
  words: string[];
};

/**
 * The site the users visit: the usual 100,000 generated recipes (generate/generate-recipes.ts), the
 * bench's users with real tokens, two recipes each taken over by them and titled from the search
 * bench's vocabulary (so searches find some, and their authors are told of each like and comment),
 * and one live a minute ahead, whose chef is one more user.
 */
export async function seedSite(
  db: Db,
  counts: { recipes: number; users: number; creators: number },
): Promise<SiteData> {
  const { recipes, users: userCount, creators } = counts;
  await generateRecipes(db, (line) => console.log(line), recipes);
  // What an instance does at its first start on these rows (server.ts), done once here: otherwise
  // both instances would start by recomputing every recipe's allergens and diets.
  await backfillRecipeFacets(db);
  await backfillNameSkeletons(db);
  const { tokens } = await insertBenchUsers(db, userCount + 1);
  // insertBenchUsers names them bench1..benchN; the ids are read by name (the generator's users come first).
  const rows = (
    await db.execute<{ id: number; name: string }>(sql`
      select id, name from users where name ~ '^bench[0-9]+$' order by substring(name from 6)::int`)
  ).rows;
  const all: SiteUser[] = rows.map((row, i) => ({
    id: Number(row.id),
    name: row.name,
    token: tokens[i]!,
    creates: false,
  }));
  const chef = all.pop()!;
  // The creators are spread through the list: every slice of users has some.
  const every = Math.max(1, Math.round(all.length / Math.max(1, creators)));
  for (let i = 0; i < all.length && i / every < creators; i += every) all[i]!.creates = true;

  const ownCount = all.length * OWN_RECIPES_PER_USER;
  await db.execute(sql`
    with owners as (
      select u.id as user_id, row_number() over (order by u.id) - 1 as n
      from users u where u.name ~ '^bench[0-9]+$' and u.id <> ${chef.id})
    update recipes r
    set user_id = o.user_id,
        title = (${sql.raw(sqlArray(DISHES))})[1 + r.id % ${DISHES.length}] || ' de '
             || (${sql.raw(sqlArray(MAIN_INGREDIENTS))})[1 + (r.id / 7) % ${MAIN_INGREDIENTS.length}]
    from owners o
    where o.n = (r.id - 1) / ${OWN_RECIPES_PER_USER} and r.id <= ${ownCount}`);
  const liveId = await insertBenchLive(db, chef.id);
  await db.execute(sql`vacuum analyze`);

  const ids = async (table: 'categories' | 'cuisines') =>
    (await db.execute<{ id: number }>(sql.raw(`select id from ${table} order by id`))).rows.map((r) =>
      Number(r.id),
    );
  return {
    users: all,
    chef,
    liveId,
    ownRecipes: Array.from({ length: ownCount }, (_, i) => i + 1),
    recipeIds: { min: 1, max: recipes },
    categories: await ids('categories'),
    cuisines: await ids('cuisines'),
    words: [...DISHES.slice(0, 12), ...MAIN_INGREDIENTS.slice(0, 12)].map((w) => w.toLowerCase()),
  };
}
