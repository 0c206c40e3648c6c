import type { LiveClientEvents, LiveServerEvents } from '@receptari/shared/lives/live-socket';
import type { Namespace, Socket } from 'socket.io';
import type { SocketData } from '../../../lib/app-socket.ts';

/**
 * A live socket's own data, set by the namespace's middleware before the connection: the live it
 * is in and what the token makes it there. `joined` turns true on joinLiveRoom.
 */
export type LiveSocketData = SocketData & {
  liveId: number;
  role: 'chef' | 'viewer';
  joined: boolean;
};

type InterServerEvents = Record<never, never>;
export type AppLiveNamespace = Namespace<
  LiveClientEvents,
  LiveServerEvents,
  InterServerEvents,
  LiveSocketData
>;
export type LiveSocket = Socket<LiveClientEvents, LiveServerEvents, InterServerEvents, LiveSocketData>;
