import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, cuisines } from '../../db/schema/index.ts';

export const listCategories = (db: Db) =>
  db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name));

export const listCuisines = (db: Db) =>
  db.select({ id: cuisines.id, country: cuisines.country }).from(cuisines).orderBy(asc(cuisines.country));

/** The ids of the list that exist, so a caller can refuse unknown ones. */
export async function existingIds(
  db: Db,
  table: 'categories' | 'cuisines',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const t = table === 'categories' ? categories : cuisines;
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}
