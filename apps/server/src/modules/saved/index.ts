/** Bookmarks: the caller's saved recipes and the toggle. */
export { savedRoutes } from './saved.routes.ts';
