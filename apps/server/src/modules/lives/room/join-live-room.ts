import type { LiveJoinAnswer } from '@receptari/shared/lives/live-socket';
import { iceServersFor } from '../media/turn-credentials.ts';
import { liveChefRoom, liveMemberRoom, liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';

/**
 * joinLiveRoom: the socket enters the live's rooms (once, however often it asks) and hears the
 * live's state, its role and the ICE servers of its connection.
 */
export async function joinLiveRoom(context: LiveSocketContext): Promise<LiveJoinAnswer> {
  const { app, nsp, socket, liveId, user, isChef, member, audience, media } = context;
  const live = await context.currentLive();
  if (!socket.data.joined) {
    socket.data.joined = true;
    const rooms = [liveRoom(liveId), liveMemberRoom(liveId, socket.id)];
    await socket.join(isChef ? [...rooms, liveChefRoom(liveId)] : rooms);
    // One chef socket per live: a newer one (a reload, another tab) takes over on every
    // instance (with Redis the disconnection is applied when its message comes back).
    if (isChef)
      nsp.in(liveChefRoom(liveId)).except(liveMemberRoom(liveId, socket.id)).disconnectSockets(true);
    await audience.joined(liveId, member);
    socket.to(liveRoom(liveId)).emit('userJoined', { username: user.name });
    context.roomChanged(liveId, live.chefName);
  }
  const { chefPresent, count } = await audience.count(liveId);
  return {
    role: socket.data.role,
    username: user.name,
    iceServers: iceServersFor(app.config, user.id),
    // A media server records the stream itself (and calls saveLiveReplay); the mesh cannot.
    recordInBrowser: media.name === 'mesh',
    state: {
      liveId,
      status: live.status,
      title: live.title,
      chef: { id: live.chefId, name: live.chefName },
      cameraOn: live.cameraOn,
      chefPresent,
      recipeId: live.recipeId,
      currentStep: live.status === 'ended' ? null : live.currentStep,
      viewerCount: count,
    },
  };
}
