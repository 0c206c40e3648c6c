/**
 * Search and the filter calls (docs/product.md#search-and-filter-calls) over published recipes, and
 * the filter options, and "cook with what I have" (docs/product.md#cook-with-what-i-have).
 */
export { searchRoutes } from './search.routes.ts';
/** The chat's "what can I cook with X and Y" ranks as "cook with what I have" does. */
export { cachedGroups } from './search-answer.service.ts';
export { cookWithWhatIHave } from './with-what-i-have.service.ts';
