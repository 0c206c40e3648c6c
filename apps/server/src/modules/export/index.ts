/** Exporting recipes (docs/product.md#export): the author's own recipes as an open zip. */
export { exportRoutes } from './export.routes.ts';
