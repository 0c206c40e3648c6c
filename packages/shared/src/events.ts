import type { z } from 'zod';
import type { ErrorCode } from './common/error-codes.ts';
import { notificationSchema } from './notifications/notifications.schemas.ts';

/** Where Socket.IO answers, on the same origin and port as the API. */
export const SOCKET_PATH = '/socket.io';

/** Every event the server emits to browsers, and its payload. */
export const serverToClientSchemas = {
  /** A notification for the connected user, pushed as soon as it is committed. */
  newNotification: notificationSchema,
};

/** Every event the browser may emit, and its payload; the server handles none yet (issue 15). */
export const clientToServerSchemas = {} satisfies Record<string, z.ZodType>;

type Listeners<Schemas extends Record<string, z.ZodType>> = {
  [Event in keyof Schemas]: (payload: z.infer<Schemas[Event]>) => void;
};

/** socket.io's generics: `Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export type ServerToClientEvents = Listeners<typeof serverToClientSchemas>;
export type ClientToServerEvents = Listeners<typeof clientToServerSchemas>;

/** Why a connection was refused: the `data` of the client's `connect_error`, beside its Catalan message. */
export type ConnectErrorData = { code: Extract<ErrorCode, 'unauthorized' | 'internal'> };
