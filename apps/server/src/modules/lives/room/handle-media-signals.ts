import { tr } from '@receptari/shared/i18n/tr/core';
import type { LiveSocketContext } from './live-socket-context.ts';
import { refuse } from './refuse-live-event.ts';

/**
 * The video's events, checked here and carried by the media backend (the mesh or Janus): a
 * viewer's request for the stream, and the WebRTC offers, answers and candidates.
 */
export function handleMediaSignals(context: LiveSocketContext): void {
  const { socket, on, liveId, isChef, me, media, limits } = context;

  on('requestVideoStream', {}, async () => {
    if (isChef) return;
    if (!(await limits.video(`${liveId}:${socket.id}`))) throw refuse('rate_limited', tr.errors.rateLimited);
    const live = await context.currentLive();
    // The chef's stream carries the sound too: asked for as soon as the live is on the air.
    if (live.status === 'live') await media.viewerWantsVideo(me);
  });

  for (const kind of ['offer', 'answer'] as const) {
    on(kind, {}, ({ target, payload }) => media.signal(me, target, { kind, payload }));
  }
  on('iceCandidate', {}, ({ target, payload }) =>
    media.signal(me, target, { kind: 'iceCandidate', payload }),
  );
}
