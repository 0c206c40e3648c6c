import type { AppLiveNamespace } from '../room/live-namespace.ts';
import { liveChefRoom, liveMemberRoom } from '../room/live-rooms.ts';
import type { LiveMediaBackend } from './live-media-backend.ts';

/**
 * The mesh (docs/product.md#live-video): the chef's browser sends its stream to each viewer over its own peer
 * connection; the server only relays the signalling. Nothing is kept here: the rooms (in the
 * Redis adapter when there are several instances) say who is where.
 *
 * - A viewer's request becomes `newViewer` to the chef's room (one chef socket at a time).
 * - The chef's signals go to the member room of their target, which exists only while that socket
 *   is in this live: a target outside the room receives nothing.
 * - A viewer's signals go to the chef alone, whatever target they name: in the mesh a viewer has no
 *   other peer, so a viewer can never reach another viewer.
 *
 * Its limit is the chef's upload, which grows with every viewer (LIVE-MEDIA.md: about 5 viewers at
 * camera quality); the forwarding server of issue 19 is the path past it.
 */
export function createMeshBackend(nsp: AppLiveNamespace): LiveMediaBackend {
  return {
    name: 'mesh',
    async liveOnAir() {
      // Each viewer's request makes the chef's browser call it.
    },
    async viewerWantsVideo(viewer) {
      nsp
        .to(liveChefRoom(viewer.liveId))
        .emit('newViewer', { viewerId: viewer.socketId, username: viewer.username });
    },
    async signal(from, target, signal) {
      const to = nsp.to(
        from.role === 'chef' ? liveMemberRoom(from.liveId, target) : liveChefRoom(from.liveId),
      );
      const sender = from.socketId;
      // One emit per kind keeps socket.io's typed events checked.
      if (signal.kind === 'iceCandidate') to.emit('iceCandidate', { from: sender, payload: signal.payload });
      else if (signal.kind === 'offer') to.emit('offer', { from: sender, payload: signal.payload });
      else to.emit('answer', { from: sender, payload: signal.payload });
    },
    async participantLeft(participant) {
      if (participant.role === 'viewer')
        nsp.to(liveChefRoom(participant.liveId)).emit('viewerLeft', { viewerId: participant.socketId });
    },
    async liveEnded() {
      // Each browser closes its own peer connections on liveEnded.
    },
  };
}
