/** Lives: scheduling a chef's broadcasts, the lists and the room's lookup (docs/lives.md). */
export { livesRoutes } from './lives.routes.ts';
