/** GET /health: the server is up and its database answers. */
export { healthRoutes } from './health.routes.ts';
