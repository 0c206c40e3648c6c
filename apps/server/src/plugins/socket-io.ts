import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { userRoom } from '../realtime/rooms.ts';
import { SOCKET_ANSWER_HEADERS, setHeadersUnder } from './security-headers.ts';
import { authenticateHandshake } from './socket-io-auth.ts';
import { redisAdapter } from './socket-io-redis.ts';

/** Who a socket belongs to, set once at the handshake; null for an anonymous socket. */
export type SocketUser = { id: number; name: string; role: string };
/** `tokenHash`: the token the socket signed in with, so revoking it disconnects the socket. */
export type SocketData = { user: SocketUser | null; tokenHash?: string };
type InterServerEvents = Record<never, never>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/**
 * Socket.IO on the app's own HTTP server and port, under /socket.io (the SPA fallback leaves that
 * path alone). A signed-in socket joins its user's room; with Redis, rooms span every instance.
 * Handlers live in realtime/. Closed with the app.
 */
export async function registerSocketIo(app: FastifyInstance): Promise<void> {
  const redis = app.redis ? await redisAdapter(app.redis, app.log) : null;
  const io: AppIo = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    ...(redis && { adapter: redis.adapter }),
  });
  setHeadersUnder(app.server, `${SOCKET_PATH}/`, SOCKET_ANSWER_HEADERS);
  io.use(authenticateHandshake(app));
  io.on('connection', (socket) => {
    const { user } = socket.data;
    if (user) void socket.join(userRoom(user.id));
  });
  app.decorate('io', io);
  // Open sockets would otherwise hold up the HTTP server's close, which comes next. Local: closing
  // one instance leaves the other instances' sockets connected.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
}
