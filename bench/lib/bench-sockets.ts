import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io, type Socket } from 'socket.io-client';

/**
 * The two-instance benchmarks' socket clients: real socket.io clients (websocket only, no
 * reconnection) authenticated with real tokens, as the web's notifications socket.
 */
export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function connect(url: string, token: string): Promise<BenchSocket> {
  const socket: BenchSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Connects every client in batches of 100, as a crowd arriving rather than 2,000 handshakes at
 * once (which would time out on two cores shared with both servers). `urlOf(i)` is the instance
 * client i connects to.
 */
export async function connectCrowd(tokens: readonly string[], urlOf: (i: number) => string) {
  const sockets: BenchSocket[] = [];
  for (let i = 0; i < tokens.length; i += 100) {
    const batch = tokens.slice(i, i + 100).map((token, j) => connect(urlOf(i + j), token));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}
