import { ca } from '@receptari/shared/i18n/ca';
import type { SavePreferencesBody } from '@receptari/shared/preferences/preferences.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { existingIds } from '../catalog/catalog.repo.ts';
import * as repo from './preferences.repo.ts';

export async function getPreferences(db: Db, userId: number) {
  const found = await repo.findPreferences(db, userId);
  if (!found) throw AppError.notFound(ca.preferences.notFound);
  return {
    cuisine_ids: found.cuisines.map((c) => c.id),
    category_ids: found.categories.map((c) => c.id),
    ...found,
  };
}

export async function savePreferences(db: Db, userId: number, body: SavePreferencesBody) {
  const cuisineIds = [...new Set(body.cuisine_ids)];
  const categoryIds = [...new Set(body.category_ids)];
  const [knownCuisines, knownCategories] = await Promise.all([
    existingIds(db, 'cuisines', cuisineIds),
    existingIds(db, 'categories', categoryIds),
  ]);
  const errors: Record<string, string[]> = {};
  if (cuisineIds.some((id) => !knownCuisines.has(id))) errors.cuisine_ids = [ca.preferences.unknownCuisines];
  if (categoryIds.some((id) => !knownCategories.has(id)))
    errors.category_ids = [ca.preferences.unknownCategories];
  if (Object.keys(errors).length) throw AppError.invalid(errors);

  await repo.replacePreferences(db, userId, cuisineIds, categoryIds);
  return getPreferences(db, userId);
}
