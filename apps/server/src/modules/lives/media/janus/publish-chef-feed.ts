import { join } from 'node:path';
import { liveMemberRoom } from '../../room/live-rooms.ts';
import { type LiveParticipant, MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import { type JanusBackendState, type Publisher, ROOM_EXISTS } from './janus-backend-state.ts';
import { JanusError, type JanusHandle } from './janus-client.ts';

/** The live's VideoRoom room, made by its first publisher; one that exists already is kept. */
async function ensureRoom(state: JanusBackendState, handle: JanusHandle, liveId: number) {
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
      ...(state.opts.recordingDir && { rec_dir: state.opts.recordingDir }),
    });
  } catch (err) {
    if (!(err instanceof JanusError && err.code === ROOM_EXISTS)) throw err;
  }
}

/**
 * The chef's one offer, published in the live's room on its assigned host (recorded when there is
 * a recording folder): Janus's answer goes back to the chef's socket, and the feed's id to the
 * assignment, where the viewers on every instance find it.
 */
export async function publishChefFeed(state: JanusBackendState, chef: LiveParticipant, sdp: string) {
  const { opts, publishers } = state;
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
    const url = await opts.assignments.assign(liveId, await opts.hosts());
    const handle = await state.sessions.attach(url);
    await ensureRoom(state, handle, liveId);
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
    await opts.assignments.setFeed(liveId, publisher.feed);
    opts.nsp.to(liveMemberRoom(liveId, chef.socketId)).emit('answer', {
      from: MEDIA_SERVER_PEER,
      payload: { type: 'answer', sdp: joined.jsep.sdp },
    });
    return handle;
  })();
  publishers.set(liveId, publisher);
  await publisher.ready;
}

/**
 * The chef's socket left: its feed goes, unless a newer socket of the chef has published since,
 * and the assignment forgets the feed only if it is still this one.
 */
export async function unpublishChef(state: JanusBackendState, chef: LiveParticipant) {
  const { publishers, opts } = state;
  const publisher = publishers.get(chef.liveId);
  if (publisher?.chefSocketId !== chef.socketId) return;
  publishers.delete(chef.liveId);
  const handle = await publisher.ready.catch(() => null);
  await handle?.detach();
  const current = await opts.assignments.current(chef.liveId);
  if (current?.feed === publisher.feed) await opts.assignments.setFeed(chef.liveId, null);
}
