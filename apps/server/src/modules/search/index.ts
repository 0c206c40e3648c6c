/** Search and the spec's filter calls over published recipes, and the filter options. */
export { searchRoutes } from './search.routes.ts';
