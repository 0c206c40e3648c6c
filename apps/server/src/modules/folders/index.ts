/** Folders: the caller's own named folders of recipes. */
export { foldersRoutes } from './folders.routes.ts';
export { recipeIdsByFolder } from './folders.repo.ts';
export { ownFolderRecipeIds } from './folders.service.ts';
