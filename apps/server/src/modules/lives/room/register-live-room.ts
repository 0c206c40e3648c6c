import { trLives } from '@receptari/shared/i18n/tr/lives';
import { tr } from '@receptari/shared/i18n/tr/core';
import { LIVE_NAMESPACE, liveIdSchema } from '@receptari/shared/lives/live-socket';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { createLiveMedia } from '../media/live-media.ts';
import * as service from '../live-room.service.ts';
import { saveLiveReplay } from '../live-replay.service.ts';
import { refusal } from '../../../lib/socket-refusal.ts';
import type { AppLiveNamespace, LiveSocket } from './live-namespace.ts';
import { liveRoomHandlers } from './live-room-handlers.ts';

/**
 * The live rooms: the `/live` namespace of the app's Socket.IO. A connection needs a token (the
 * room shows 'No estás autenticado' without one) and the `liveId` of a live that exists
 * ('Live no encontrado'); the socket is the live's chef when the token's user is that chef, and a
 * viewer otherwise, whatever its query claims (isChef, userId, username are ignored).
 */
export function registerLiveRoom(app: FastifyInstance): void {
  const nsp = app.io.of(LIVE_NAMESPACE) as unknown as AppLiveNamespace;
  // The socket plugin authenticates every namespace first (plugins/socket-io.ts, new_namespace):
  // socket.data.user is the token's user here, or null without a token.
  nsp.use((socket: LiveSocket, next) => {
    const { user } = socket.data;
    if (!user) return next(refusal(trLives.liveRoom.notAuthenticated, 'unauthorized'));
    const liveId = liveIdSchema.safeParse(socket.handshake.query.liveId);
    if (!liveId.success) return next(refusal(trLives.liveRoom.notFound, 'live_not_found'));
    service.findRoomLive(app.db, liveId.data).then(
      (live) => {
        if (!live) return next(refusal(trLives.liveRoom.notFound, 'live_not_found'));
        Object.assign(socket.data, {
          liveId: live.id,
          role: service.isRoomChef(live, user) ? 'chef' : 'viewer',
          joined: false,
        });
        next();
      },
      (err: unknown) => {
        app.log.error({ err }, 'live socket: the live could not be read');
        next(refusal(tr.errors.internal, 'internal'));
      },
    );
  });
  // LIVE_MEDIA picks the backend: the mesh, or the forwarding server (Janus). Janus's recordings,
  // converted to WebM after each live, become the live's replay (stored, then the file removed).
  const onRecording = async (liveId: number, path: string) => {
    try {
      await saveLiveReplay({ db: app.db, storage: app.mediaStorage, log: app.log }, liveId, {
        path,
        mimeType: 'video/webm',
      });
    } catch (err) {
      app.log.error({ err, liveId }, 'live replay: the recording could not be stored');
    } finally {
      await rm(path, { force: true });
    }
  };
  nsp.on('connection', liveRoomHandlers(app, nsp, createLiveMedia(app, nsp, { onRecording })));
  // As the notifications' sockets: open ones would hold up the HTTP server's close.
  app.addHook('preClose', async () => {
    nsp.local.disconnectSockets(true);
  });
}
