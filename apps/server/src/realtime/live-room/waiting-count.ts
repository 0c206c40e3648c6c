import type { FastifyBaseLogger } from 'fastify';
import type { AppLiveNamespace } from './live-namespace.ts';
import { liveRoom } from './live-rooms.ts';

/** Joins and leaves of one live within this window become one waitingRoomUpdate per instance. */
const THROTTLE_MS = 250;

/** Who is in a live's room, on every instance: distinct viewers (a user's tabs count once), and the chef. */
export async function countRoom(nsp: AppLiveNamespace, liveId: number) {
  const sockets = await nsp.in(liveRoom(liveId)).fetchSockets();
  const viewers = new Set<number>();
  let chefPresent = false;
  for (const socket of sockets) {
    if (!socket.data.joined) continue;
    if (socket.data.role === 'chef') chefPresent = true;
    else if (socket.data.user) viewers.add(socket.data.user.id);
  }
  return { count: viewers.size, chefPresent };
}

/**
 * The spec's waiting count, sent to the whole room when someone joins or leaves. fetchSockets is a
 * round trip to every instance, so a burst of joins is counted once per window here (LIVE-MEDIA.md:
 * fine for hundreds; a Redis counter would be the next step for thousands).
 */
export function createWaitingCount(nsp: AppLiveNamespace, log: FastifyBaseLogger) {
  const pending = new Map<number, { chefName: string }>();
  return function roomChanged(liveId: number, chefName: string) {
    if (pending.has(liveId)) return;
    pending.set(liveId, { chefName });
    setTimeout(() => {
      pending.delete(liveId);
      countRoom(nsp, liveId).then(
        ({ count, chefPresent }) =>
          nsp.to(liveRoom(liveId)).emit('waitingRoomUpdate', { count, chefName, chefPresent }),
        (err: unknown) => log.warn({ err, liveId }, 'live room: the waiting count failed'),
      );
    }, THROTTLE_MS).unref();
  };
}
