/**
 * The room names that more than one layer uses: the socket plugin joins a signed-in socket to its
 * user's room, and the realtime handlers emit to it. A live's own rooms are the lives module's
 * (modules/lives/room/live-rooms.ts).
 */

const USER_ROOM_PREFIX = 'user:';

/** Every socket of one signed-in user, on every instance. */
export const userRoom = (userId: number) => `${USER_ROOM_PREFIX}${userId}`;

/** The users with a signed-in socket on this instance (their rooms, read from the local adapter). */
export function usersWithSocketsHere(io: {
  sockets: { adapter: { rooms: Map<string, unknown> } };
}): number[] {
  const ids: number[] = [];
  for (const room of io.sockets.adapter.rooms.keys()) {
    if (!room.startsWith(USER_ROOM_PREFIX)) continue;
    const id = Number(room.slice(USER_ROOM_PREFIX.length));
    if (Number.isInteger(id)) ids.push(id);
  }
  return ids;
}
