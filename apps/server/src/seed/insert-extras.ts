import { inArray } from 'drizzle-orm';
import {
  categories,
  cuisines,
  lives,
  preferenceCategories,
  preferenceCuisines,
  preferences,
} from '../db/schema/index.ts';
import type { SeedCategory, SeedCuisine } from './data/catalog.ts';
import type { DemoUserName } from './demo-accounts.ts';
import type { SeedContext } from './insert-social.ts';

const DAY = 86_400_000;

/** Only the demo `usuari` has saved preferences, so its "Per a tu" tab is filled; new users start without. */
export async function insertPreferences(
  { tx, userIds }: SeedContext,
  ids: { category: Record<string, number>; cuisine: Record<string, number> },
) {
  const userId = userIds.usuari;
  const likedCuisines: SeedCuisine[] = ['Catalunya', 'Itàlia', 'Japó'];
  const likedCategories: SeedCategory[] = ['Arrossos', 'Pasta', 'Postres'];
  await tx.insert(preferences).values({ userId });
  await tx
    .insert(preferenceCuisines)
    .values(likedCuisines.map((c) => ({ userId, cuisineId: ids.cuisine[c]! })));
  await tx
    .insert(preferenceCategories)
    .values(likedCategories.map((c) => ({ userId, categoryId: ids.category[c]! })));
}

/** Lives in the coming week, at a fixed evening hour, so the live list is never empty after seeding. */
export async function insertLives({ tx, now, userIds, recipes }: SeedContext) {
  const plan: [DemoUserName, string, number, number, string][] = [
    ['xef_marta', 'Arròs negre', 1, 18, 'Cuinem junts un arròs negre melós. Tingueu el fumet preparat!'],
    [
      'xef_kenji',
      'Ramen de miso',
      2,
      19,
      'Ramen de miso de principi a fi, amb trucs per al brou i els ous marinats.',
    ],
    [
      'xef_marta',
      'Crema catalana',
      4,
      17,
      'Postres de Sant Josep: la crema, el punt i com cremar bé el sucre.',
    ],
    ['xef_kenji', 'Maki de salmó i alvocat', 5, 19, 'Aprèn a fer makis a casa: arròs, tall i enrotllat.'],
    ['xef_marta', 'Fideuà de marisc', 6, 13, 'Fideuà de diumenge amb allioli fet a mà.'],
  ];
  await tx.insert(lives).values(
    plan.map(([chef, title, inDays, hour, description]) => {
      const startsAt = new Date(now.getTime() + inDays * DAY);
      // Hour in UTC: evening in Catalonia whatever the server's time zone.
      startsAt.setUTCHours(hour - 1, 0, 0, 0);
      const recipe = recipes.find((r) => r.data.title === title);
      return {
        chefId: userIds[chef],
        recipeId: recipe?.id ?? null,
        title: `En directe: ${title}`,
        description,
        startsAt,
      };
    }),
  );
}

/** Categories and cuisines by name; ones that already exist are kept and reused. */
export async function insertCatalog(
  tx: SeedContext['tx'],
  names: readonly string[],
  countries: readonly string[],
) {
  await tx
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(cuisines)
    .values(countries.map((country) => ({ country })))
    .onConflictDoNothing();
  const [cats, cuis] = await Promise.all([
    tx
      .select()
      .from(categories)
      .where(inArray(categories.name, [...names])),
    tx
      .select()
      .from(cuisines)
      .where(inArray(cuisines.country, [...countries])),
  ]);
  return {
    category: Object.fromEntries(cats.map((c) => [c.name, c.id])) as Record<string, number>,
    cuisine: Object.fromEntries(cuis.map((c) => [c.country, c.id])) as Record<string, number>,
  };
}
