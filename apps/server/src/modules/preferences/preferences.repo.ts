import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  categories,
  cuisines,
  preferenceCategories,
  preferenceCuisines,
  preferences,
} from '../../db/schema/index.ts';
import { categoryColumns, cuisineColumns } from '../catalog/index.ts';

export async function findPreferences(db: Db, userId: number) {
  const [marker] = await db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  if (!marker) return undefined;
  const [cuisineRows, categoryRows] = await Promise.all([
    db
      .select(cuisineColumns)
      .from(preferenceCuisines)
      .innerJoin(cuisines, eq(cuisines.id, preferenceCuisines.cuisineId))
      .where(eq(preferenceCuisines.userId, userId))
      .orderBy(asc(cuisines.country)),
    db
      .select(categoryColumns)
      .from(preferenceCategories)
      .innerJoin(categories, eq(categories.id, preferenceCategories.categoryId))
      .where(eq(preferenceCategories.userId, userId))
      .orderBy(asc(categories.name)),
  ]);
  return { cuisines: cuisineRows, categories: categoryRows };
}

/** Replaces the user's preferences as a whole: several statements, so the caller's transaction. */
export async function replacePreferences(
  tx: Db,
  userId: number,
  cuisineIds: number[],
  categoryIds: number[],
) {
  await tx
    .insert(preferences)
    .values({ userId })
    .onConflictDoUpdate({ target: preferences.userId, set: { updatedAt: new Date() } });
  await tx.delete(preferenceCuisines).where(eq(preferenceCuisines.userId, userId));
  await tx.delete(preferenceCategories).where(eq(preferenceCategories.userId, userId));
  if (cuisineIds.length)
    await tx.insert(preferenceCuisines).values(cuisineIds.map((cuisineId) => ({ userId, cuisineId })));
  if (categoryIds.length)
    await tx.insert(preferenceCategories).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
}
