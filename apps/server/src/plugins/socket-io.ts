import { SOCKET_PATH } from '@receptari/shared/socket-path';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { AppIo } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';
import { SOCKET_ANSWER_HEADERS, setHeadersUnder } from './security-headers.ts';
import { authenticateHandshake } from './socket-io-auth.ts';
import { redisAdapter } from './socket-io-redis.ts';
import { socketLocale } from './request-locale.ts';

/** An engine.io connection (one client's transport, which all its namespaces share). */
type EngineConnection = { close(): void; once(event: 'close', listener: () => void): void };

/**
 * Socket.IO on the app's own HTTP server and port, under /socket.io (the SPA fallback leaves that
 * path alone). A signed-in socket joins its user's room; with Redis, rooms span every instance.
 * Handlers live in realtime/ and in the lives module (modules/lives/room/). Closed with the app.
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
  io.use(socketLocale);
  // Every other namespace (the live rooms' /live) authenticates the same way, before its own
  // middleware: a module that opens a namespace never handles the token itself.
  io.on('new_namespace', (namespace) => namespace.use(authenticateHandshake(app)).use(socketLocale));
  io.on('connection', (socket) => {
    const { user } = socket.data;
    if (user) void socket.join(userRoom(user.id));
  });
  app.decorate('io', io);
  // Open sockets would otherwise hold up the HTTP server's close, which comes next. Only this
  // instance's connections (engine.io's clients are local): the other instances' stay connected.
  // Their transports are closed without Socket.IO's DISCONNECT packet, which is the reconnect hint:
  // socket.io-client reconnects by itself after "transport close" (also "ping timeout" and
  // "transport error"), never after "io server disconnect" (what disconnectSockets() sends), which
  // would leave every client disconnected for good. Reconnecting, clients reach another instance
  // (this one no longer listens).
  const connections = new Set<EngineConnection>();
  io.engine.on('connection', (connection: EngineConnection) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
  });
  app.addHook('preClose', async () => {
    for (const connection of connections) connection.close();
  });
  app.addHook('onClose', async () => {
    await io.close();
    await redis?.close();
  });
}
