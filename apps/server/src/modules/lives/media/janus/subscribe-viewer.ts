import { setTimeout as sleep } from 'node:timers/promises';
import { liveMemberRoom } from '../../room/live-rooms.ts';
import { type LiveParticipant, MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import { type JanusBackendState, NO_FEED, NO_ROOM, type Subscriber } from './janus-backend-state.ts';
import { JanusError, type JanusHandle } from './janus-client.ts';

/** How long a viewer's request waits for the chef's feed (the chef's offer follows the start). */
const FEED_WAIT_MS = 20_000;
const FEED_POLL_MS = 300;

/** The viewer's subscriber detached, and any wait for a feed on its behalf cancelled. */
export async function dropSubscriber(state: JanusBackendState, socketId: string) {
  const subscriber = state.subscribers.get(socketId);
  if (!subscriber) return;
  state.subscribers.delete(socketId);
  subscriber.cancelled = true;
  const handle = await subscriber.ready.catch(() => null);
  await handle?.detach();
}

/**
 * A receive-only subscriber for the viewer, once the chef's feed exists (waiting for it): Janus's
 * offer goes to the viewer's socket, whose answer comes back through the signalling.
 */
export async function subscribeViewer(state: JanusBackendState, viewer: LiveParticipant) {
  await dropSubscriber(state, viewer.socketId);
  const subscriber: Subscriber = { viewer, cancelled: false, ready: Promise.resolve(null) };
  subscriber.ready = waitAndSubscribe(state, subscriber);
  state.subscribers.set(viewer.socketId, subscriber);
  subscriber.ready.catch((err: unknown) =>
    state.opts.log.warn({ err, liveId: viewer.liveId }, 'janus: a viewer could not subscribe'),
  );
}

async function waitAndSubscribe(state: JanusBackendState, subscriber: Subscriber) {
  const { viewer } = subscriber;
  const { opts } = state;
  const until = Date.now() + FEED_WAIT_MS;
  const hosts = await opts.hosts();
  while (!subscriber.cancelled && !state.closed && Date.now() < until) {
    const assignment = await opts.assignments.current(viewer.liveId);
    // Only a configured host's feed: an assignment naming another (left in a shared Redis by an
    // earlier deployment or database, whose live had the same id) waits for the chef's publish,
    // which replaces it (assign).
    if (assignment?.feed && hosts.includes(assignment.url)) {
      let handle: JanusHandle | null = null;
      try {
        handle = await state.sessions.attach(assignment.url);
        const attached = await handle.message({
          request: 'join',
          ptype: 'subscriber',
          room: viewer.liveId,
          streams: [{ feed: assignment.feed }],
        });
        if (!attached.jsep) throw new JanusError(0, 'no offer for the viewer');
        if (subscriber.cancelled) {
          await handle.detach();
          return null;
        }
        opts.nsp.to(liveMemberRoom(viewer.liveId, viewer.socketId)).emit('offer', {
          from: MEDIA_SERVER_PEER,
          payload: { type: 'offer', sdp: attached.jsep.sdp },
        });
        return handle;
      } catch (err) {
        await handle?.detach();
        // The feed went (the chef reconnects, Janus restarted): wait for the next one.
        if (!(err instanceof JanusError && [NO_ROOM, NO_FEED, 458].includes(err.code))) throw err;
      }
    }
    await sleep(FEED_POLL_MS);
  }
  return null;
}
