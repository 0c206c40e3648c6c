import { LIVE_NAMESPACE } from '@receptari/shared/lives/live-socket';
import type { AppIo } from '../../../lib/app-socket.ts';
import type { LiveSocketData } from './live-namespace.ts';

/**
 * The lives with a joined socket on this instance and their viewers (chefs not counted), read from
 * the live namespace's own sockets: the metrics' `live_rooms` and `live_viewers` (plugins/metrics.ts).
 */
export function liveRoomCounts(io: AppIo): { rooms: number; viewers: number } {
  const joined = [...(io._nsps.get(LIVE_NAMESPACE)?.sockets.values() ?? [])]
    .map((socket) => socket.data as Partial<LiveSocketData>)
    .filter((data) => data.joined === true);
  return {
    rooms: new Set(joined.map((data) => data.liveId)).size,
    viewers: joined.filter((data) => data.role === 'viewer').length,
  };
}
