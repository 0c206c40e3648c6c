import { trLives } from '@receptari/shared/i18n/tr/lives';
import { endLive, setCameraOn, startLive } from '../live-room.service.ts';
import { liveRoom } from './live-rooms.ts';
import type { LiveSocketContext } from './live-socket-context.ts';
import { refuse } from './refuse-live-event.ts';

/** The chef's controls: on the air, off the air, the camera and the microphone. */
export function handleChefControls(context: LiveSocketContext): void {
  const { app, nsp, socket, on, liveId, me, media } = context;

  on('chefStartLive', { chefOnly: true }, async ({ hasVideo }) => {
    const before = await context.currentLive();
    await startLive(app.db, liveId, hasVideo);
    nsp.to(liveRoom(liveId)).emit('liveStarted', { hasVideo, resumed: before.status === 'live' });
    await media.liveOnAir(me);
  });

  on('chefEndLive', { chefOnly: true }, async () => {
    if (!(await endLive(app.db, liveId))) throw refuse('live_ended', trLives.liveRoom.alreadyEnded);
    nsp.to(liveRoom(liveId)).emit('liveEnded');
    await media.liveEnded(liveId);
  });

  on('chefCameraStatus', { chefOnly: true }, async ({ status }) => {
    const liveStatus = await setCameraOn(app.db, liveId, status);
    // Before the start nobody watches; during the live the viewers clear or request the video.
    if (liveStatus === 'live') socket.to(liveRoom(liveId)).emit('chefCameraStatus', { status });
  });

  // The microphone is the chef's own track, disabled in the browser; nothing to relay.
  on('chefAudioStatus', { chefOnly: true }, async () => undefined);
}
