/**
 * The admins' recipes: the review queue of recipes whose media the food check could not call food
 * (approve, reject), and the paged list of every recipe (GET /admin/recipes).
 */
export { reviewRoutes } from './review.routes.ts';
