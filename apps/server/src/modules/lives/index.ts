/**
 * Lives: scheduling a chef's broadcasts, the lists, the room's socket handlers (room/) and the
 * media backends that carry its video (media/) (docs/lives.md).
 */
export { presentLive } from './live.presenter.ts';
export { livesByIds } from './lives.repo.ts';
export { livesRoutes } from './lives.routes.ts';
export { registerLiveRoom } from './room/register-live-room.ts';
export { saveLiveReplay, type ReplayDeps, type ReplayMime } from './live-replay.service.ts';
export { liveRoomCounts } from './room/live-room-counts.ts';
