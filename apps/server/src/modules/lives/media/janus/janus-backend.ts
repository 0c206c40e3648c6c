import { type LiveMediaBackend, MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import { liveMemberRoom } from '../../room/live-rooms.ts';
import type { JanusBackendOptions, JanusBackendState } from './janus-backend-state.ts';
import { openJanusSessions } from './janus-sessions.ts';
import { endJanusLive } from './end-janus-live.ts';
import { unpublishChef } from './publish-chef-feed.ts';
import { recoverLostSession } from './recover-lost-session.ts';
import { relayJanusSignal } from './relay-janus-signal.ts';
import { dropSubscriber, subscribeViewer } from './subscribe-viewer.ts';

export type { JanusBackendOptions } from './janus-backend-state.ts';

/**
 * The forwarding server (issue 19): Janus's VideoRoom, driven over its HTTP API. The chef's page
 * sends one offer (to the peer `MEDIA_SERVER_PEER`, asked for with `newViewer` when the live goes on
 * the air); the server publishes it in the live's room and answers. Each viewer's request joins a
 * receive-only subscriber to the chef's feed: Janus's offer goes to the viewer, its answer comes
 * back, and Janus forwards the one stream to everyone. The browsers keep plain RTCPeerConnection and
 * the live socket's events (docs/product.md#live-socket).
 *
 * Per instance: one Janus session per host, the publishers of the chefs connected here and the
 * subscribers of the viewers connected here. Across instances: the assignment (live -> host, and
 * the chef's feed) in `assignments`, so a viewer on instance B subscribes to the feed that A
 * published on the same Janus.
 */
export function createJanusBackend(opts: JanusBackendOptions): LiveMediaBackend & { close(): Promise<void> } {
  const state: JanusBackendState = {
    opts,
    sessions: openJanusSessions(opts.log, (dead) => recoverLostSession(state, dead)),
    publishers: new Map(),
    subscribers: new Map(),
    closed: false,
  };
  return {
    name: 'janus',
    async liveOnAir(chef) {
      // The chef's page answers a newViewer with an offer: the media server is its one viewer.
      opts.nsp
        .to(liveMemberRoom(chef.liveId, chef.socketId))
        .emit('newViewer', { viewerId: MEDIA_SERVER_PEER, username: '' });
    },
    viewerWantsVideo: (viewer) => subscribeViewer(state, viewer),
    signal: (from, target, signal) => relayJanusSignal(state, from, target, signal),
    async participantLeft(participant) {
      if (participant.role === 'viewer') return dropSubscriber(state, participant.socketId);
      await unpublishChef(state, participant);
    },
    liveEnded: (liveId) => endJanusLive(state, liveId),
    async close() {
      state.closed = true;
      await state.sessions.closeAll();
    },
  };
}
