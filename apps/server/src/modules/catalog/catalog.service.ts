import type { Db } from '../../db/database.ts';
import * as repo from './catalog.repo.ts';

export const listCategories = async (db: Db) => ({ categories: await repo.listCategories(db) });
export const listCuisines = async (db: Db) => ({ cuisines: await repo.listCuisines(db) });

/** Both lists, for the preferences screen's options. */
export async function listOptions(db: Db) {
  const [cuisines, categories] = await Promise.all([repo.listCuisines(db), repo.listCategories(db)]);
  return { cuisines, categories };
}
