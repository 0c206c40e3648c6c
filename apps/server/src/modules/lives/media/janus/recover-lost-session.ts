import { setTimeout as sleep } from 'node:timers/promises';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { AppLiveNamespace } from '../../room/live-namespace.ts';
import { liveChefRoom, liveRoom } from '../../room/live-rooms.ts';
import { MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import type { JanusBackendState } from './janus-backend-state.ts';
import { janusAnswers, type JanusSession } from './janus-client.ts';
import { subscribeViewer } from './subscribe-viewer.ts';

const systemLine = (to: { emit: AppLiveNamespace['emit'] }, message: string) =>
  to.emit('newChatMessage', {
    username: '',
    message,
    timestamp: new Date().toISOString(),
    isChef: false,
    isSystem: true,
  });

/**
 * Janus died or restarted: every handle of the session is gone; the lives reconnect. Each chef
 * published there is asked for a new offer once Janus answers again, and each viewer subscribes
 * anew (waiting for that feed).
 */
export function recoverLostSession(state: JanusBackendState, dead: JanusSession) {
  const { opts, publishers, subscribers } = state;
  if (state.closed) return;
  for (const [liveId, publisher] of publishers) {
    void publisher.ready.then(
      (handle) => {
        if (handle.session !== dead || publishers.get(liveId) !== publisher) return;
        publishers.delete(liveId);
        void opts.assignments.setFeed(liveId, null);
        // The viewers (on every instance) and the chef each read their own line.
        systemLine(opts.nsp.to(liveRoom(liveId)).except(liveChefRoom(liveId)), trLives.liveMedia.restarted);
        systemLine(opts.nsp.to(liveChefRoom(liveId)), trLives.liveMedia.chefRestart);
        void republishWhenBack(state, dead.url, liveId);
      },
      () => undefined,
    );
  }
  for (const subscriber of subscribers.values()) {
    // A subscription that failed is already logged (subscribeViewer): nothing to take back here.
    void subscriber.ready.then(
      (handle) => {
        if (handle?.session === dead && !subscriber.cancelled) void subscribeViewer(state, subscriber.viewer);
      },
      () => undefined,
    );
  }
}

/** Once Janus answers again, the chef's page is asked for a new offer. */
async function republishWhenBack(state: JanusBackendState, url: string, liveId: number) {
  const { nsp } = state.opts;
  for (let i = 0; i < 150 && !state.closed; i++) {
    if (await janusAnswers(url)) {
      nsp.to(liveChefRoom(liveId)).emit('newViewer', { viewerId: MEDIA_SERVER_PEER, username: '' });
      return;
    }
    await sleep(200);
  }
  systemLine(nsp.to(liveChefRoom(liveId)), trLives.liveMedia.unavailable);
}
