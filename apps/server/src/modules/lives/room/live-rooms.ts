/** Every socket of one live's room, on every instance. */
export const liveRoom = (liveId: number) => `live:${liveId}`;
/** The chef's socket of a live (one at a time): address the chef by this, never by a socket id. */
export const liveChefRoom = (liveId: number) => `live:${liveId}:chef`;
/**
 * A room per socket per live, joined with the live's room: signalling sent here reaches `socketId`
 * only while it is in that live, on any instance, so a target outside the room gets nothing.
 */
export const liveMemberRoom = (liveId: number, socketId: string) => `live:${liveId}:member:${socketId}`;
