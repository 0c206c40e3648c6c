/** Comments: a recipe's thread (with its ETag), writing and deleting, the admin list. */
export { commentsRoutes } from './comments.routes.ts';
export { recipeThread, removeComment } from './comments.service.ts';
