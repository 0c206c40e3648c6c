/**
 * The feed (docs/product.md#feed): what the cooks a user follows published, read on request from
 * their recipes, cooksnaps and lives, and the popular cooks an empty feed suggests.
 */
export { feedRoutes } from './feed.routes.ts';
