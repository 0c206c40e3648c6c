import type { Folder as FolderAnswer } from '@receptari/shared/folders/folders.schemas';
import type { Folder } from '../../db/schema/folders.ts';

export function presentFolder(row: Folder, recipeIds: number[]): FolderAnswer {
  return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), recipes: recipeIds };
}
