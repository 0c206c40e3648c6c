import { SOCKET_PATH } from '@receptari/shared/socket-path';
import {
  LIVE_NAMESPACE,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@receptari/shared/lives/live-socket';
import type { Socket } from 'socket.io-client';
import { activeLocale } from '@/lib/locale.ts';

/** The socket of one live's room (docs/product.md#live-socket), typed with the shared events. */
export type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

/**
 * Opens the room's socket: the `/live` namespace on the app's own Socket.IO, websocket first. The
 * token in `auth` is what the server believes; the query of docs/product.md#live-socket (liveId,
 * username, isChef, userId) goes along, and only liveId counts. socket.io-client is loaded on first use.
 */
export async function openLiveSocket(
  token: string,
  query: { liveId: string; username: string; isChef: boolean; userId: number },
): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  return io(LIVE_NAMESPACE, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    // A connection of its own: the query (liveId) belongs to a connection, and the notifications
    // socket's connection, which socket.io would otherwise share, was opened without it.
    forceNew: true,
    auth: { token, locale: activeLocale() },
    query: { ...query, isChef: String(query.isChef), userId: String(query.userId) },
  });
}
