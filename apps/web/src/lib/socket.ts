import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import type { Socket } from 'socket.io-client';
import { activeLocale } from './locale.ts';

/** The notifications socket of the signed-in user, typed with the shared events. */
export type NotificationSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Opens a socket for a token; the default loads socket.io-client on first use only. */
export type SocketFactory = (token: string) => Promise<NotificationSocket>;

/**
 * socket.io-client (41 KB, 12.9 KB gzip) is fetched with a dynamic import once someone is signed in,
 * so the landing page's first paint never waits for it. As docs/product.md#notifications-socket has
 * it: websocket first, then polling; the token goes in `auth` (the server reads identity from
 * `handshake.auth.token` only).
 */
const loadAndConnect: SocketFactory = async (token) => {
  const { io } = await import('socket.io-client');
  return io({
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    // Without it a refused websocket (a proxy that blocks upgrades) never falls back to polling.
    tryAllTransports: true,
    // The language of the server's words to this page (the live room's refusals).
    auth: { token, locale: activeLocale() },
  });
};

let factory: SocketFactory = loadAndConnect;

/** Tests put an in-memory socket here; the returned function puts the real one back. */
export function setSocketFactory(next: SocketFactory): () => void {
  factory = next;
  return () => {
    if (factory === next) factory = loadAndConnect;
  };
}

interface Current {
  token: string;
  userId: number;
  socket: Promise<NotificationSocket>;
}

/** The one socket of this tab, and whose it is. */
let current: Current | null = null;

/**
 * The socket of `token`'s user, connected (or connecting) once however many callers ask. On every
 * (re)connection it emits `authenticate` with the user id, which joins the user's room on the
 * server. A socket of another token or user is closed first: one session, one socket.
 */
export function connectSocket(token: string, userId: number): Promise<NotificationSocket> {
  if (current && current.token === token && current.userId === userId) return current.socket;
  disconnectSocket();
  const entry: Current = {
    token,
    userId,
    socket: factory(token).then((socket) => {
      socket.on('connect', () => socket.emit('authenticate', userId));
      if (socket.connected) socket.emit('authenticate', userId);
      // Signed out (or switched user) while the library was loading: never leave it open.
      if (current !== entry) socket.disconnect();
      return socket;
    }),
  };
  current = entry;
  return entry.socket;
}

/** Closes and forgets the socket (logout, another token); a later connect opens a new one. */
export function disconnectSocket() {
  const closing = current;
  current = null;
  closing?.socket.then(
    (socket) => socket.disconnect(),
    () => undefined, // the library never loaded: nothing to close
  );
}
