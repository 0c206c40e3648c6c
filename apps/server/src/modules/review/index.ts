/** The admins' review queue of recipes whose media the food check could not call food. */
export { reviewRoutes } from './review.routes.ts';
