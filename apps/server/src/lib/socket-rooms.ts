/**
 * The room names that more than one layer uses: the socket plugin joins a signed-in socket to its
 * user's room, and the realtime handlers emit to it. A live's own rooms are the lives module's
 * (modules/lives/room/live-rooms.ts).
 */

/** Every socket of one signed-in user, on every instance. */
export const userRoom = (userId: number) => `user:${userId}`;
