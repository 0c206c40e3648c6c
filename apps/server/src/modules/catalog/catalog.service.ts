import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { record } from '../audit/index.ts';
import type { CatalogKind } from './catalog.repo.ts';
import * as repo from './catalog.repo.ts';

export const listCategories = async (db: Db) => ({ categories: await repo.listCategories(db) });
export const listCuisines = async (db: Db) => ({ cuisines: await repo.listCuisines(db) });

/** Both lists, for the preferences screen's options. */
export async function listOptions(db: Db) {
  const [cuisines, categories] = await Promise.all([repo.listCuisines(db), repo.listCategories(db)]);
  return { cuisines, categories };
}

// Read when used: the words are in the request's language (docs/decisions/0026).
const texts = () =>
  ({
    category: {
      taken: trAdmin.admin.categoryTaken,
      inUse: trAdmin.admin.categoryInUse,
      notFound: () => AppError.notFound('category_not_found', trAdmin.admin.categoryNotFound),
      deleted: trAdmin.admin.categoryDeleted,
    },
    cuisine: {
      taken: trAdmin.admin.cuisineTaken,
      inUse: trAdmin.admin.cuisineInUse,
      notFound: () => AppError.notFound('cuisine_not_found', trAdmin.admin.cuisineNotFound),
      deleted: trAdmin.admin.cuisineDeleted,
    },
  }) as const;

/**
 * POST /categories and /cuisines: the entry and its audit row in one transaction. A name already
 * there in any case is a 409, also when two admins create it at once (the unique index on lower()).
 */
async function createEntry<Row extends { id: number }>(
  db: Db,
  admin: Actor,
  kind: CatalogKind,
  names: repo.EntryNames,
  insert: (tx: Db, names: repo.EntryNames) => Promise<Row>,
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      const row = await insert(tx, names);
      await record(tx, {
        admin,
        action: `${kind}.create`,
        target: { type: kind, id: row.id, label: names.name },
      });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict('name_taken', texts()[kind].taken);
    throw err;
  }
}

export const createCategory = (db: Db, admin: Actor, names: repo.EntryNames) =>
  createEntry(db, admin, 'category', names, repo.insertCategory);
export const createCuisine = (db: Db, admin: Actor, names: repo.EntryNames) =>
  createEntry(db, admin, 'cuisine', names, repo.insertCuisine);

/**
 * DELETE /categories/{id} and /cuisines/{id}: refused while a recipe uses the entry (409 naming how
 * many). The entry is locked, counted and deleted in one transaction, so a recipe written meanwhile
 * either is counted or waits and then fails its foreign key.
 */
export async function deleteEntry(db: Db, admin: Actor, kind: CatalogKind, id: number) {
  await db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, kind, id);
    if (!entry) throw texts()[kind].notFound();
    const n = await repo.countRecipesUsing(tx, kind, id);
    if (n > 0) throw AppError.conflict('in_use', fill(texts()[kind].inUse, { n }));
    if (!(await repo.deleteEntry(tx, kind, id))) throw texts()[kind].notFound();
    await record(tx, { admin, action: `${kind}.delete`, target: { type: kind, id, label: entry.name } });
  });
  return { message: texts()[kind].deleted };
}
