import { tr } from '@receptari/shared/i18n/tr/core';
import type { SavePreferencesBody } from '@receptari/shared/preferences/preferences.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { existingIds, listOptions } from '../catalog/index.ts';
import * as repo from './preferences.repo.ts';

/** What the preferences screen offers: every cuisine and category. */
export const getOptions = (db: Db) => listOptions(db);

export async function getPreferences(db: Db, userId: number) {
  const found = await repo.findPreferences(db, userId);
  if (!found) throw AppError.notFound('preferences_not_found', tr.preferences.notFound);
  return {
    cuisine_ids: found.cuisines.map((c) => c.id),
    category_ids: found.categories.map((c) => c.id),
    ...found,
  };
}

/** Replaces the user's preferences as a whole, in one transaction; unknown ids are a 422. */
export async function savePreferences(db: Db, userId: number, body: SavePreferencesBody) {
  const cuisineIds = [...new Set(body.cuisine_ids)];
  const categoryIds = [...new Set(body.category_ids)];
  const [knownCuisines, knownCategories] = await Promise.all([
    existingIds(db, 'cuisines', cuisineIds),
    existingIds(db, 'categories', categoryIds),
  ]);
  const errors: Record<string, string[]> = {};
  if (cuisineIds.some((id) => !knownCuisines.has(id))) errors.cuisine_ids = [tr.preferences.unknownCuisines];
  if (categoryIds.some((id) => !knownCategories.has(id)))
    errors.category_ids = [tr.preferences.unknownCategories];
  if (Object.keys(errors).length) throw AppError.invalid(errors);

  await db.transaction((tx) => repo.replacePreferences(tx, userId, cuisineIds, categoryIds));
  return { message: tr.preferences.saved, ...(await getPreferences(db, userId)) };
}
