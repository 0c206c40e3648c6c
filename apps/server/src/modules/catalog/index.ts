/**
 * Categories and cuisines: the lists every visitor reads, the admins' writes (audited), and the id
 * checks of forms that name them.
 */
export { catalogRoutes } from './catalog.routes.ts';
export { categoryColumns, cuisineColumns, existingIds } from './catalog.repo.ts';
export { listOptions } from './catalog.service.ts';
