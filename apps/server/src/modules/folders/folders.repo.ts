import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { folderRecipes, folders, recipes } from '../../db/schema/index.ts';
import { seenBy, selectCards, type Viewer } from '../recipe-cards/index.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-error.ts';

/** Cards answered for one folder; a folder holding more is still listed whole by id. */
const FOLDER_CARDS_MAX = 500;

/** The new folder, or undefined when the user already has one of that name (the unique key decides, race-free). */
export async function insertFolder(db: Db, userId: number, name: string) {
  const [row] = await db.insert(folders).values({ userId, name }).onConflictDoNothing().returning();
  return row;
}

export const listFolders = (db: Db, userId: number) =>
  db
    .select()
    .from(folders)
    .where(eq(folders.userId, userId))
    .orderBy(asc(folders.createdAt), asc(folders.id));

export async function findFolder(db: Db, id: number) {
  const [row] = await db.select().from(folders).where(eq(folders.id, id)).limit(1);
  return row;
}

/** The recipe ids of each folder that `viewer` may see, newest added first (own lists, profiles). */
export async function recipeIdsByFolder(
  db: Db,
  folderIds: number[],
  viewer: Viewer,
): Promise<Map<number, number[]>> {
  const byFolder = new Map<number, number[]>(folderIds.map((id) => [id, []]));
  if (folderIds.length === 0) return byFolder;
  const rows = await db
    .select({ folderId: folderRecipes.folderId, recipeId: folderRecipes.recipeId })
    .from(folderRecipes)
    .innerJoin(recipes, eq(recipes.id, folderRecipes.recipeId))
    .where(and(inArray(folderRecipes.folderId, folderIds), seenBy(viewer)))
    .orderBy(desc(folderRecipes.addedAt), desc(folderRecipes.recipeId));
  for (const row of rows) byFolder.get(row.folderId)?.push(row.recipeId);
  return byFolder;
}

/**
 * The renamed folder; 'taken' when the owner already has another of that name (the unique key
 * decides, race-free), undefined when it is gone. The owner is part of the condition, as in delete.
 */
export async function renameFolder(db: Db, id: number, userId: number, name: string) {
  try {
    const [row] = await db
      .update(folders)
      .set({ name })
      .where(and(eq(folders.id, id), eq(folders.userId, userId)))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return 'taken' as const;
    throw err;
  }
}

/** The owner is part of the condition too, so a mistaken caller still cannot touch another's folder. */
export async function deleteFolder(db: Db, id: number, userId: number) {
  const removed = await db
    .delete(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, userId)))
    .returning({ id: folders.id });
  return removed.length > 0;
}

/** 'gone' when the folder or the recipe was deleted between the checks and this insert. */
export async function addRecipe(db: Db, folderId: number, recipeId: number) {
  try {
    const added = await db
      .insert(folderRecipes)
      .values({ folderId, recipeId })
      .onConflictDoNothing()
      .returning();
    return added.length > 0 ? 'added' : 'duplicate';
  } catch (err) {
    if (isForeignKeyViolation(err)) return 'gone';
    throw err;
  }
}

export async function removeRecipe(db: Db, folderId: number, recipeId: number) {
  const removed = await db
    .delete(folderRecipes)
    .where(and(eq(folderRecipes.folderId, folderId), eq(folderRecipes.recipeId, recipeId)))
    .returning({ recipeId: folderRecipes.recipeId });
  return removed.length > 0;
}

export const folderCards = (db: Db, userId: number, folderId: number) =>
  selectCards(db)
    .innerJoin(
      folderRecipes,
      and(eq(folderRecipes.recipeId, recipes.id), eq(folderRecipes.folderId, folderId)),
    )
    .where(seenBy(userId))
    .orderBy(desc(folderRecipes.addedAt), desc(recipes.id))
    .limit(FOLDER_CARDS_MAX);
