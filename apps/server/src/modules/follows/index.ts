/*
 * Following (docs/product.md#following): who follows whom, and telling followers what a followed
 * cook does. Other modules use the counts (profiles) and the announcements of a new recipe
 * (recipes, review) and of a live (lives).
 */
export { announceLive, announceRecipe, followStats } from './follows.service.ts';
export { followsRoutes } from './follows.routes.ts';
