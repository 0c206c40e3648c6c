import { inArray } from 'drizzle-orm';
import { madridInstant, madridParts } from '@receptari/shared/lives/lives.rules';
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

/**
 * Lives in the coming week, each about one of its chef's own recipes at an evening hour on
 * Madrid's clock, so the live list is never empty after seeding. Like POST /lives, a live keeps a
 * copy of its recipe's title and description.
 */
export async function insertLives({ tx, now, userIds, recipes }: SeedContext) {
  const plan: [DemoUserName, string, number, string][] = [
    ['xef_marta', 'Arròs negre', 1, '18:00'],
    ['xef_kenji', 'Ramen de miso', 2, '19:30'],
    ['xef_marta', 'Crema catalana', 4, '17:00'],
    ['xef_kenji', 'Maki de salmó i alvocat', 5, '19:00'],
    ['xef_marta', 'Fideuà de marisc', 6, '13:00'],
  ];
  const rows = plan.flatMap(([chef, title, inDays, hora]) => {
    const recipe = recipes.find((r) => r.data.title === title && r.userId === userIds[chef]);
    // A day of Madrid's calendar at least one day ahead, so the hour is always to come.
    const { dia } = madridParts(new Date(now.getTime() + inDays * DAY));
    const startsAt = madridInstant(dia, hora);
    if (!recipe || !startsAt) return [];
    return [
      {
        chefId: userIds[chef],
        recipeId: recipe.id,
        title: recipe.data.title,
        description: recipe.data.description,
        startsAt,
        // Scheduled in the last days, the sooner ones earlier, so the feed is not all lives at the top.
        createdAt: new Date(now.getTime() - (7 - inDays) * DAY),
      },
    ];
  });
  await tx.insert(lives).values(rows);
}

/** A catalogue entry's Spanish and English names, by its Catalan one. */
type Translations = Readonly<Record<string, { readonly es: string; readonly en: string }>>;

/** Categories and cuisines by name, with their translations; ones that already exist are kept and reused. */
export async function insertCatalog(
  tx: SeedContext['tx'],
  categoryNames: Translations,
  cuisineNames: Translations,
) {
  const names = Object.keys(categoryNames);
  const countries = Object.keys(cuisineNames);
  await tx
    .insert(categories)
    .values(Object.entries(categoryNames).map(([name, t]) => ({ name, nameEs: t.es, nameEn: t.en })))
    .onConflictDoNothing();
  await tx
    .insert(cuisines)
    .values(
      Object.entries(cuisineNames).map(([country, t]) => ({ country, countryEs: t.es, countryEn: t.en })),
    )
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
