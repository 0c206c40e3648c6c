/** Lives: scheduling a chef's broadcasts, the lists and the room's lookup (docs/lives.md). */
export { livesRoutes } from './lives.routes.ts';
export * as liveRoomService from './live-room.service.ts';
export type { RoomLive } from './live-room.service.ts';
export { saveLiveReplay, type ReplayDeps, type ReplayMime } from './live-replay.service.ts';
