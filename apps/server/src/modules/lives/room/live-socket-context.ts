import { trLives } from '@receptari/shared/i18n/tr/lives';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SocketUser } from '../../../lib/app-socket.ts';
import type { SocketRateLimiter } from '../../../lib/socket-rate-limit.ts';
import { findRoomLive, type RoomLive } from '../live-room.service.ts';
import type { LiveMediaBackend, LiveParticipant } from '../media/live-media-backend.ts';
import type { AudienceMember, LiveAudience } from './live-audience.ts';
import type { AppLiveNamespace, LiveSocket } from './live-namespace.ts';
import { createLiveEventListener, type OnLiveEvent } from './listen-live-event.ts';
import { refuse } from './refuse-live-event.ts';

/** What every live socket of this instance shares, built once with the namespace. */
export type LiveRoomDeps = {
  app: FastifyInstance;
  nsp: AppLiveNamespace;
  media: LiveMediaBackend;
  audience: LiveAudience;
  /** Tells the live's room its new count, at most once per throttle window (live-audience.ts). */
  roomChanged: (liveId: number, chefName: string) => void;
  /** Per event kind, counted on every instance when there is Redis. */
  limits: Record<'chat' | 'video' | 'reaction' | 'step', SocketRateLimiter>;
};

/**
 * One socket in its live, as each group of handlers (handle-*.ts) sees it: who it is there (from
 * the token, set by the namespace's middleware), and `on` that checks every event first.
 */
export type LiveSocketContext = LiveRoomDeps & {
  socket: LiveSocket;
  liveId: number;
  user: SocketUser;
  isChef: boolean;
  me: LiveParticipant;
  member: AudienceMember;
  log: FastifyBaseLogger;
  on: OnLiveEvent;
  /** The live as stored now (another instance may have changed it); refused once it is gone. */
  currentLive(): Promise<RoomLive>;
  /** The chef's name as last read, for the count sent when this socket leaves. */
  chefName: string;
};

export function createLiveSocketContext(deps: LiveRoomDeps, socket: LiveSocket): LiveSocketContext {
  const { liveId, role } = socket.data;
  const user = socket.data.user!;
  const isChef = role === 'chef';
  const log = deps.app.log.child({ liveId, userId: user.id, socketId: socket.id });
  const context: LiveSocketContext = {
    ...deps,
    socket,
    liveId,
    user,
    isChef,
    me: { liveId, socketId: socket.id, username: user.name, role },
    member: { userId: user.id, chef: isChef },
    log,
    on: createLiveEventListener(socket, log),
    chefName: '',
    async currentLive() {
      const live = await findRoomLive(deps.app.db, liveId);
      if (!live) throw refuse('live_not_found', trLives.liveRoom.notFound);
      context.chefName = live.chefName;
      return live;
    },
  };
  return context;
}
