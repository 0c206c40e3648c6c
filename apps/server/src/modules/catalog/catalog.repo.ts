import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, cuisines, recipes } from '../../db/schema/index.ts';

/** A category as answers carry it: its Catalan name and its translations (shared catalog.schemas.ts). */
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  name_es: categories.nameEs,
  name_en: categories.nameEn,
};
/** A cuisine as answers carry it. */
export const cuisineColumns = {
  id: cuisines.id,
  country: cuisines.country,
  country_es: cuisines.countryEs,
  country_en: cuisines.countryEn,
};

export const listCategories = (db: Db) =>
  db.select(categoryColumns).from(categories).orderBy(asc(categories.name));

export const listCuisines = (db: Db) =>
  db.select(cuisineColumns).from(cuisines).orderBy(asc(cuisines.country));

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

/** The catalogue table behind each kind, and the column holding its name. */
const tables = {
  category: { table: categories, name: categories.name, recipeColumn: recipes.categoryId },
  cuisine: { table: cuisines, name: cuisines.country, recipeColumn: recipes.cuisineId },
} as const;
export type CatalogKind = keyof typeof tables;

/** A new entry's Catalan name and its Spanish and English ones (null: none). */
export type EntryNames = { name: string; es: string | null; en: string | null };

/** Inserts the entry; a unique violation (the name in any case, migration 0011) goes to the caller. */
export async function insertCategory(db: Db, { name, es, en }: EntryNames) {
  const [row] = await db
    .insert(categories)
    .values({ name, nameEs: es, nameEn: en })
    .returning(categoryColumns);
  return row!;
}

export async function insertCuisine(db: Db, { name, es, en }: EntryNames) {
  const [row] = await db
    .insert(cuisines)
    .values({ country: name, countryEs: es, countryEn: en })
    .returning(cuisineColumns);
  return row!;
}

/** The entry, locked until the transaction ends, so no recipe starts using it meanwhile unseen. */
export async function lockEntry(tx: Db, kind: CatalogKind, id: number) {
  const { table, name } = tables[kind];
  const [row] = await tx.select({ id: table.id, name }).from(table).where(eq(table.id, id)).for('update');
  return row;
}

/**
 * How many recipes use the entry. A recipe written at the same time holds a key-share lock on the
 * entry through its foreign key, which the caller's FOR UPDATE waits for: the count is final.
 */
export async function countRecipesUsing(tx: Db, kind: CatalogKind, id: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(recipes)
    .where(eq(tables[kind].recipeColumn, id));
  return row?.n ?? 0;
}

export async function deleteEntry(tx: Db, kind: CatalogKind, id: number) {
  const { table } = tables[kind];
  const rows = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
