/**
 * Search and the filter calls (docs/product.md#search-and-filter-calls) over published recipes, and
 * the filter options, and "cook with what I have" (docs/product.md#cook-with-what-i-have).
 */
export { searchRoutes } from './search.routes.ts';
