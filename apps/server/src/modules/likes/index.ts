/** Likes: the toggle (which notifies the author), a recipe's count, the caller's liked recipes. */
export { likesRoutes } from './likes.routes.ts';
