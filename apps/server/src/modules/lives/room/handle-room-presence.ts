import { joinLiveRoom } from './join-live-room.ts';
import { liveChefRoom, liveMemberRoom, liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';

/** Who is in the room: joining, leaving (or disconnecting) and asking for the count. */
export function handleRoomPresence(context: LiveSocketContext): void {
  const { socket, on, liveId, audience } = context;

  on('joinLiveRoom', { joined: false }, () => joinLiveRoom(context));

  on('leaveRoom', {}, () => leaveLiveRoom(context));

  on('requestActiveUsers', {}, async () => {
    const live = await context.currentLive();
    socket.emit('waitingRoomUpdate', { ...(await audience.count(liveId)), chefName: live.chefName });
  });

  socket.on('disconnect', () => {
    leaveLiveRoom(context).catch((err: unknown) =>
      context.log.warn({ err }, 'live socket: leaving on disconnect failed'),
    );
  });
}

/** The socket leaves its live's rooms, once: the others hear it, the media backend lets it go. */
async function leaveLiveRoom(context: LiveSocketContext) {
  const { nsp, socket, liveId, user, isChef, me, member, audience, media } = context;
  if (!socket.data.joined) return;
  socket.data.joined = false;
  await socket.leave(liveRoom(liveId));
  await socket.leave(liveMemberRoom(liveId, socket.id));
  await socket.leave(liveChefRoom(liveId));
  nsp.to(liveRoom(liveId)).emit('userLeft', { username: user.name });
  await media.participantLeft(me);
  await audience.left(liveId, member);
  context.roomChanged(liveId, context.chefName);
  if (isChef && !(await audience.count(liveId)).chefPresent)
    nsp.to(liveRoom(liveId)).emit('chefDisconnected');
}
