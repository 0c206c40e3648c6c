import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { fill } from '@receptari/shared/i18n/fill';
import { type Actor, policy } from '../../lib/policy.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import { presentFolder } from './folder.presenter.ts';
import * as repo from './folders.repo.ts';

/**
 * The actor's own folder. Another user's folder answers the same 404 as a
 * missing one, so ids reveal nothing about other users.
 */
const folderNotFound = () => AppError.notFound('folder_not_found', trProfile.folders.notFound);

async function ownFolder(db: Db, actor: Actor, id: number) {
  const folder = await repo.findFolder(db, id);
  if (!folder || !policy.canUseFolder(actor, folder)) throw folderNotFound();
  return folder;
}

export async function createFolder(db: Db, actor: Actor, name: string) {
  const row = await repo.insertFolder(db, actor.id, name);
  if (!row) throw AppError.conflict('folder_name_taken', trProfile.folders.nameTaken);
  return presentFolder(row, []);
}

export async function listFolders(db: Db, actor: Actor) {
  const rows = await repo.listFolders(db, actor.id);
  const ids = await repo.recipeIdsByFolder(
    db,
    rows.map((f) => f.id),
    actor.id,
  );
  return { folders: rows.map((f) => presentFolder(f, ids.get(f.id) ?? [])) };
}

/** A new name for the actor's own folder; its recipes stay. Renaming to its own name is a no-op, not a 409. */
export async function renameFolder(db: Db, actor: Actor, id: number, name: string) {
  const folder = await ownFolder(db, actor, id);
  const row = await repo.renameFolder(db, folder.id, actor.id, name);
  if (row === 'taken') throw AppError.conflict('folder_name_taken', trProfile.folders.nameTaken);
  if (!row) throw folderNotFound();
  const ids = await repo.recipeIdsByFolder(db, [row.id], actor.id);
  return presentFolder(row, ids.get(row.id) ?? []);
}

export async function deleteFolder(db: Db, actor: Actor, id: number) {
  const folder = await ownFolder(db, actor, id);
  if (!(await repo.deleteFolder(db, folder.id, actor.id))) throw folderNotFound();
  return { message: trProfile.folders.deleted };
}

export async function getFolderRecipes(db: Db, actor: Actor, id: number) {
  const folder = await ownFolder(db, actor, id);
  const [ids, cards] = await Promise.all([
    repo.recipeIdsByFolder(db, [folder.id], actor.id),
    repo.folderCards(db, actor.id, folder.id),
  ]);
  return { folder: presentFolder(folder, ids.get(folder.id) ?? []), recipes: cards.map(presentCard) };
}

export async function addRecipe(db: Db, actor: Actor, folderId: number, recipeId: number) {
  const folder = await ownFolder(db, actor, folderId);
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const result = await repo.addRecipe(db, folder.id, recipe.id);
  if (result === 'duplicate') throw AppError.conflict('already_in_folder', trProfile.folders.duplicate);
  if (result === 'gone') throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  return { message: fill(trProfile.folders.savedIn, { folder: folder.name }) };
}

export async function removeRecipe(db: Db, actor: Actor, folderId: number, recipeId: number) {
  const folder = await ownFolder(db, actor, folderId);
  if (!(await repo.removeRecipe(db, folder.id, recipeId)))
    throw AppError.notFound('not_in_folder', trProfile.folders.notInFolder);
  return { message: trProfile.folders.removed };
}

/** The actor's own folder's name and the ids of its recipes the actor may see, newest added first (its PDF). */
export async function ownFolderRecipeIds(db: Db, actor: Actor, id: number) {
  const folder = await ownFolder(db, actor, id);
  const ids = await repo.recipeIdsByFolder(db, [folder.id], actor.id);
  return { name: folder.name, recipeIds: ids.get(folder.id) ?? [] };
}
