import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io, type Socket } from 'socket.io-client';
import { Inbox } from './inbox.ts';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Options = {
  auth?: Record<string, unknown>;
  query?: Record<string, string>;
  transport?: 'websocket' | 'polling';
};

/**
 * A real Socket.IO client on `url`: resolves once connected, rejects with the `connect_error` that
 * refused it. Never reconnects on its own; the caller closes it.
 */
export function openSocket(url: string, opts: Options = {}): Promise<TestSocket> {
  const socket: TestSocket = io(url, {
    path: SOCKET_PATH,
    transports: [opts.transport ?? 'websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.auth ?? {},
    query: opts.query ?? {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

/** Every `newNotification` payload a socket receives, unparsed, so tests check it with the shared schema. */
export function notificationInbox(socket: TestSocket): Inbox<unknown> {
  const inbox = new Inbox<unknown>();
  socket.on('newNotification', (payload: unknown) => inbox.push(payload));
  return inbox;
}
