/*
 * Following (docs/product.md#following): who follows whom, and the audience of what a followed
 * cook does. Other modules use the counts (profiles), the notice of a new recipe (recipes, review)
 * and the audience of a live (lives).
 */
export { followersOf, followStats, notifyFollowersOfRecipe } from './follows.service.ts';
export { followsRoutes } from './follows.routes.ts';
