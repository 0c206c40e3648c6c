import { type LiveParticipant, type LiveSignal, MEDIA_SERVER_PEER } from '../live-media-backend.ts';
import type { JanusBackendState } from './janus-backend-state.ts';
import { publishChefFeed } from './publish-chef-feed.ts';

/**
 * A browser's signal to the media server: the chef's offer publishes its feed and its candidates
 * go to its publisher; a viewer's answer starts its subscription and its candidates go there.
 * Anything addressed to another peer has no meaning with a media server in the middle.
 */
export async function relayJanusSignal(
  state: JanusBackendState,
  from: LiveParticipant,
  target: string,
  signal: LiveSignal,
) {
  if (target !== MEDIA_SERVER_PEER) return;
  if (from.role === 'chef') {
    if (signal.kind === 'offer') return publishChefFeed(state, from, signal.payload.sdp);
    const publisher = state.publishers.get(from.liveId);
    if (signal.kind === 'iceCandidate' && publisher?.chefSocketId === from.socketId)
      await (await publisher.ready).trickle(signal.payload);
    return;
  }
  const subscriber = state.subscribers.get(from.socketId);
  // A viewer is a receive-only subscriber: an offer (sending media) is not taken.
  if (signal.kind === 'offer' || !subscriber) {
    if (signal.kind === 'offer')
      state.opts.log.warn({ liveId: from.liveId }, 'janus: a viewer offered media; ignored');
    return;
  }
  const handle = await subscriber.ready;
  if (!handle) return;
  if (signal.kind === 'iceCandidate') await handle.trickle(signal.payload);
  else await handle.message({ request: 'start' }, { type: 'answer', sdp: signal.payload.sdp });
}
