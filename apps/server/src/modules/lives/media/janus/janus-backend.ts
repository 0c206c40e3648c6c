import { join } from 'node:path';
import { caLives } from '@receptari/shared/i18n/ca-lives';
import type { FastifyBaseLogger } from 'fastify';
import type { AppLiveNamespace } from '../../room/live-namespace.ts';
import { liveChefRoom, liveMemberRoom, liveRoom } from '../../room/live-rooms.ts';
import { type LiveMediaBackend, type LiveParticipant, MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import { JanusError, type JanusHandle, JanusSession, janusAnswers } from './janus-client.ts';
import type { LiveAssignments } from './live-assignments.ts';

const VIDEOROOM = 'janus.plugin.videoroom';
/** VideoRoom codes: no such room, no such feed, room already exists. */
const NO_ROOM = 426;
const NO_FEED = 428;
const ROOM_EXISTS = 427;
/** How long a viewer's request waits for the chef's feed (the chef's offer follows the start). */
const FEED_WAIT_MS = 20_000;
const FEED_POLL_MS = 300;

export type JanusBackendOptions = {
  nsp: AppLiveNamespace;
  log: FastifyBaseLogger;
  /** The Janus HTTP APIs to place lives on (each live on the least loaded); read at the first live. */
  hosts: () => Promise<readonly string[]>;
  assignments: LiveAssignments;
  /** Where Janus writes the chef's recording (a folder on Janus's own host); none: no recording. */
  recordingDir?: string;
  /** The live ended and its recording files are closed: `base` is their common prefix. */
  onRecordingClosed?: (liveId: number, base: string) => void;
};

type Publisher = { chefSocketId: string; ready: Promise<JanusHandle>; feed: number | null; base?: string };
type Subscriber = { viewer: LiveParticipant; ready: Promise<JanusHandle | null>; cancelled: boolean };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The forwarding server (issue 19): Janus's VideoRoom, driven over its HTTP API. The chef's page
 * sends one offer (to the peer `MEDIA_SERVER_PEER`, asked for with `newViewer` when the live goes on
 * the air); the server publishes it in the live's room and answers. Each viewer's request joins a
 * receive-only subscriber to the chef's feed: Janus's offer goes to the viewer, its answer comes
 * back, and Janus forwards the one stream to everyone. The browsers keep plain RTCPeerConnection and
 * the spec's events.
 *
 * Per instance: one Janus session per host, the publishers of the chefs connected here and the
 * subscribers of the viewers connected here. Across instances: the assignment (live -> host, and
 * the chef's feed) in `assignments`, so a viewer on instance B subscribes to the feed that A
 * published on the same Janus.
 */
export function createJanusBackend(opts: JanusBackendOptions): LiveMediaBackend & { close(): Promise<void> } {
  const { nsp, log, assignments } = opts;
  const sessions = new Map<string, Promise<JanusSession>>();
  const publishers = new Map<number, Publisher>();
  const subscribers = new Map<string, Subscriber>();
  let closed = false;

  const systemLine = (to: { emit: AppLiveNamespace['emit'] }, message: string) =>
    to.emit('newChatMessage', {
      username: '',
      message,
      timestamp: new Date().toISOString(),
      isChef: false,
      isSystem: true,
    });

  function session(url: string): Promise<JanusSession> {
    let opened = sessions.get(url);
    if (!opened) {
      opened = JanusSession.create(url, log, lost);
      sessions.set(url, opened);
      // A failed creation is forgotten, so the next request tries again.
      opened.catch(() => sessions.get(url) === opened && sessions.delete(url));
    }
    return opened;
  }

  async function attach(url: string) {
    return (await session(url)).attach(VIDEOROOM);
  }

  /** Janus died or restarted: every handle of the session is gone; the lives reconnect. */
  function lost(dead: JanusSession) {
    sessions.delete(dead.url);
    if (closed) return;
    for (const [liveId, publisher] of publishers) {
      void publisher.ready.then(
        (handle) => {
          if (handle.session !== dead || publishers.get(liveId) !== publisher) return;
          publishers.delete(liveId);
          void assignments.setFeed(liveId, null);
          // The viewers (on every instance) and the chef each read their own line.
          systemLine(nsp.to(liveRoom(liveId)).except(liveChefRoom(liveId)), caLives.liveMedia.restarted);
          systemLine(nsp.to(liveChefRoom(liveId)), caLives.liveMedia.chefRestart);
          void republishWhenBack(dead.url, liveId);
        },
        () => undefined,
      );
    }
    for (const subscriber of subscribers.values()) {
      // A subscription that failed is already logged (subscribe): nothing to take back here.
      void subscriber.ready.then(
        (handle) => {
          if (handle?.session === dead && !subscriber.cancelled) void subscribe(subscriber.viewer);
        },
        () => undefined,
      );
    }
  }

  /** Once Janus answers again, the chef's page is asked for a new offer. */
  async function republishWhenBack(url: string, liveId: number) {
    for (let i = 0; i < 150 && !closed; i++) {
      if (await janusAnswers(url)) {
        nsp.to(liveChefRoom(liveId)).emit('newViewer', { viewerId: MEDIA_SERVER_PEER, username: '' });
        return;
      }
      await sleep(200);
    }
    systemLine(nsp.to(liveChefRoom(liveId)), caLives.liveMedia.unavailable);
  }

  async function ensureRoom(handle: JanusHandle, liveId: number) {
    try {
      await handle.message({
        request: 'create',
        room: liveId,
        description: `live ${liveId}`,
        is_private: true,
        // A reload of the chef's page publishes again before the old feed is gone.
        publishers: 3,
        bitrate: 2_500_000,
        fir_freq: 10,
        audiocodec: 'opus',
        videocodec: 'vp8',
        ...(opts.recordingDir && { rec_dir: opts.recordingDir }),
      });
    } catch (err) {
      if (!(err instanceof JanusError && err.code === ROOM_EXISTS)) throw err;
    }
  }

  async function publish(chef: LiveParticipant, sdp: string) {
    const { liveId } = chef;
    const previous = publishers.get(liveId);
    // Relative to the room's rec_dir (Janus refuses a path in both).
    const name = `live-${liveId}-${Date.now()}`;
    const base = opts.recordingDir && join(opts.recordingDir, name);
    const publisher: Publisher = {
      chefSocketId: chef.socketId,
      feed: null,
      ...(base && { base }),
      ready: Promise.resolve(null as unknown as JanusHandle),
    };
    publisher.ready = (async () => {
      if (previous) await previous.ready.then((h) => h.detach()).catch(() => undefined);
      const url = await assignments.assign(liveId, await opts.hosts());
      const handle = await attach(url);
      await ensureRoom(handle, liveId);
      const joined = await handle.message(
        {
          request: 'joinandconfigure',
          room: liveId,
          ptype: 'publisher',
          display: chef.username,
          audio: true,
          video: true,
          ...(base && { record: true, filename: name }),
        },
        { type: 'offer', sdp },
      );
      if (!joined.jsep) throw new JanusError(0, 'no answer to the chef offer');
      publisher.feed = Number(joined.data.id);
      await assignments.setFeed(liveId, publisher.feed);
      nsp.to(liveMemberRoom(liveId, chef.socketId)).emit('answer', {
        from: MEDIA_SERVER_PEER,
        payload: { type: 'answer', sdp: joined.jsep.sdp },
      });
      return handle;
    })();
    publishers.set(liveId, publisher);
    await publisher.ready;
  }

  async function dropSubscriber(socketId: string) {
    const subscriber = subscribers.get(socketId);
    if (!subscriber) return;
    subscribers.delete(socketId);
    subscriber.cancelled = true;
    const handle = await subscriber.ready.catch(() => null);
    await handle?.detach();
  }

  /** A receive-only subscriber for the viewer, once the chef's feed exists (waiting for it). */
  async function subscribe(viewer: LiveParticipant) {
    await dropSubscriber(viewer.socketId);
    const subscriber: Subscriber = { viewer, cancelled: false, ready: Promise.resolve(null) };
    subscriber.ready = (async () => {
      const until = Date.now() + FEED_WAIT_MS;
      while (!subscriber.cancelled && !closed && Date.now() < until) {
        const assignment = await assignments.current(viewer.liveId);
        if (assignment?.feed) {
          let handle: JanusHandle | null = null;
          try {
            handle = await attach(assignment.url);
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
            nsp.to(liveMemberRoom(viewer.liveId, viewer.socketId)).emit('offer', {
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
    })();
    subscribers.set(viewer.socketId, subscriber);
    subscriber.ready.catch((err: unknown) =>
      log.warn({ err, liveId: viewer.liveId }, 'janus: a viewer could not subscribe'),
    );
  }

  return {
    name: 'janus',
    async liveOnAir(chef) {
      // The chef's page answers a newViewer with an offer: the media server is its one viewer.
      nsp
        .to(liveMemberRoom(chef.liveId, chef.socketId))
        .emit('newViewer', { viewerId: MEDIA_SERVER_PEER, username: '' });
    },
    async viewerWantsVideo(viewer) {
      await subscribe(viewer);
    },
    async signal(from, target, signal) {
      if (target !== MEDIA_SERVER_PEER) return;
      if (from.role === 'chef') {
        if (signal.kind === 'offer') return publish(from, signal.payload.sdp);
        const publisher = publishers.get(from.liveId);
        if (signal.kind === 'iceCandidate' && publisher?.chefSocketId === from.socketId)
          await (await publisher.ready).trickle(signal.payload);
        return;
      }
      const subscriber = subscribers.get(from.socketId);
      // A viewer is a receive-only subscriber: an offer (sending media) is not taken.
      if (signal.kind === 'offer' || !subscriber) {
        if (signal.kind === 'offer')
          log.warn({ liveId: from.liveId }, 'janus: a viewer offered media; ignored');
        return;
      }
      const handle = await subscriber.ready;
      if (!handle) return;
      if (signal.kind === 'iceCandidate') await handle.trickle(signal.payload);
      else await handle.message({ request: 'start' }, { type: 'answer', sdp: signal.payload.sdp });
    },
    async participantLeft(participant) {
      if (participant.role === 'viewer') return dropSubscriber(participant.socketId);
      const publisher = publishers.get(participant.liveId);
      if (publisher?.chefSocketId !== participant.socketId) return;
      publishers.delete(participant.liveId);
      const handle = await publisher.ready.catch(() => null);
      await handle?.detach();
      const current = await assignments.current(participant.liveId);
      if (current?.feed === publisher.feed) await assignments.setFeed(participant.liveId, null);
    },
    async liveEnded(liveId) {
      for (const [socketId, subscriber] of subscribers)
        if (subscriber.viewer.liveId === liveId) await dropSubscriber(socketId);
      const publisher = publishers.get(liveId);
      publishers.delete(liveId);
      const handle = await publisher?.ready.catch(() => null);
      const assignment = await assignments.current(liveId);
      if (assignment) {
        try {
          const control = handle ?? (await attach(assignment.url));
          await control.message({ request: 'destroy', room: liveId });
          if (!handle) await control.detach();
        } catch (err) {
          if (!(err instanceof JanusError && err.code === NO_ROOM))
            log.warn({ err, liveId }, 'janus: room not destroyed');
        }
      }
      await handle?.detach();
      await assignments.release(liveId);
      if (publisher?.base) opts.onRecordingClosed?.(liveId, publisher.base);
    },
    async close() {
      closed = true;
      const open = await Promise.allSettled([...sessions.values()]);
      sessions.clear();
      for (const result of open) if (result.status === 'fulfilled') await result.value.destroy();
    },
  };
}
