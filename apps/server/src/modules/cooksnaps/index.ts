/*
 * 'Ho he fet!' (cooksnaps, docs/product.md#cooksnaps): cooks' photos of the recipes they made, their
 * review, and the recipes' count of them. Other modules use what a deletion of recipes or of a user
 * must take with it (recipes, review, admin-users).
 */
export { cooksnapReviewRoutes } from './cooksnap-review.routes.ts';
export { presentCooksnap } from './cooksnap.presenter.ts';
export { publishedByIds as cooksnapsByIds } from './cooksnaps.repo.ts';
export { cooksnapsRoutes } from './cooksnaps.routes.ts';
export { hideCooksnap, removeCooksnap, showCooksnap } from './cooksnaps.service.ts';
export { findCooksnap, rowsByIds as cooksnapRowsByIds } from './cooksnaps.repo.ts';
export { dropCooksnapsOfCook, dropCooksnapsOfRecipes } from './cooksnap-removal.service.ts';
