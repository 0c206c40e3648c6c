import { sql } from 'drizzle-orm';
import { cooksnaps, follows, recipes } from '../db/schema/index.ts';
import type { DemoUserName } from './demo-accounts.ts';
import { seedImageUrl } from './render-images.ts';
import type { SeedContext, SeedEvent } from './insert-social.ts';

const DAY = 86_400_000;

/**
 * Who follows whom in the demo (docs/product.md#following): the demo user follows both chefs and
 * a home cook, so /seguint has something to show at the first run, and the chefs have followers.
 */
const FOLLOWS: [DemoUserName, DemoUserName[]][] = [
  ['usuari', ['xef_marta', 'xef_kenji', 'laia_fogons']],
  ['laia_fogons', ['xef_marta', 'anna_verda']],
  ['pere_gurmet', ['xef_marta', 'xef_kenji']],
  ['anna_verda', ['laia_fogons', 'xef_marta']],
  ['jordi_cuina', ['xef_kenji']],
  ['xef_kenji', ['xef_marta']],
  ['xef_marta', ['laia_fogons']],
];

export async function insertFollows({ tx, rnd, now, userIds }: SeedContext) {
  const rows = FOLLOWS.flatMap(([follower, cooks]) =>
    cooks.map((cook) => ({
      followerId: userIds[follower],
      followedId: userIds[cook],
      createdAt: new Date(now.getTime() - rnd.range(20, 60) * DAY),
    })),
  ).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await tx.insert(follows).values(rows);
}

/** What cooks write under the photo of a dish they made ('Ho he fet!'). */
const NOTES = [
  'Boníssim, el repetiré segur!',
  'Hi he posat una mica més d’all i ha quedat rodó.',
  'Als nens els ha encantat.',
  'Amb menys sucre també queda molt bé.',
  'Primer cop que el faig i ha sortit a la primera.',
  'N’he fet el doble per congelar-ne la meitat.',
  'Molt fàcil de seguir, gràcies!',
  null,
];

/**
 * 'Ho he fet!' photos of the demo recipes by other demo users (docs/product.md#cooksnaps), their
 * recipes' counts kept exact, and the events their authors are told of. The photo is the recipe's
 * own picture: the demo has no other drawing of each dish.
 */
export async function insertCooksnaps({
  tx,
  rnd,
  now,
  userIds,
  recipes: list,
}: SeedContext): Promise<SeedEvent[]> {
  // The cooks of the community: the admin account runs the site, it does not cook in the demo.
  const ids = Object.values(userIds).filter((id) => id !== userIds.admin);
  const made = rnd.shuffle(list).slice(0, 14);
  const rows = made.flatMap((recipe) => {
    const cooks = rnd.shuffle(ids.filter((id) => id !== recipe.userId)).slice(0, rnd.int(1, 2));
    return cooks.map((userId) => ({
      recipe,
      row: {
        recipeId: recipe.id,
        userId,
        image: seedImageUrl(recipe.n),
        note: rnd.pick(NOTES),
        createdAt: new Date(
          recipe.createdAt.getTime() + rnd.range(0.1, 0.9) * (now.getTime() - recipe.createdAt.getTime()),
        ),
      },
    }));
  });
  // Oldest first, so ids follow time as for cooksnaps posted live (the grids are by id).
  rows.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
  await tx.insert(cooksnaps).values(rows.map((r) => r.row));
  await tx.update(recipes).set({
    cooksnapsCount: sql`(select count(*)::int from ${cooksnaps}
      where ${cooksnaps.recipeId} = ${recipes.id} and ${cooksnaps.status} = 'published')`,
  });
  return rows.map(({ recipe, row }) => ({ recipe, by: row.userId, at: row.createdAt, type: 'cooksnap' }));
}
