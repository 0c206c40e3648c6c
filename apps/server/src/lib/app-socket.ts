import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import type { Server, Socket } from 'socket.io';

// The app's Socket.IO types, below every layer that touches a socket: the plugin that opens it
// and authenticates the handshake, the realtime handlers and the lives module's namespace.

/** Who a socket belongs to, set once at the handshake; null for an anonymous socket. */
export type SocketUser = { id: number; name: string; role: string };
/** `tokenHash`: the token the socket signed in with, so revoking it disconnects the socket. */
export type SocketData = { user: SocketUser | null; tokenHash?: string };
type InterServerEvents = Record<never, never>;
export type AppIo = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
