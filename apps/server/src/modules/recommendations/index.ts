/** Recommendations: the "Per a tu" list, from the caller's preferences and likes. */
export { recommendationsRoutes } from './recommendations.routes.ts';
