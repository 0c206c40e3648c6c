/**
 * Search and the filter calls (docs/product.md#search-and-filter-calls) over published recipes, and
 * the filter options.
 */
export { searchRoutes } from './search.routes.ts';
