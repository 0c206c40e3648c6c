import { z } from 'zod';
import { idSchema } from './common/common.schemas.ts';
import type { ErrorCode } from './common/error-codes.ts';
import { tr } from './i18n/tr/core.ts';
import { clientNotificationTypeSchema, notificationSchema } from './notifications/notifications.schemas.ts';

/** Every event the server emits to browsers, and its payload. */
export const serverToClientSchemas = {
  /** A notification for the connected user, pushed as soon as it is committed. */
  newNotification: notificationSchema,
  /**
   * A shopping list the user shares changed (docs/product.md#shopping-list): its open screens read
   * it again. `by` is who changed it, so their own screen need not.
   */
  shoppingListChanged: z.object({ list_id: z.number().int(), by: z.number().int() }),
};

/** A user or notification id as a browser may send it: a number, or its decimal digits. */
const socketIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : value),
  idSchema,
);

/**
 * Every event the browser may emit (docs/product.md#notifications-socket), and its payload. Each may
 * end with an acknowledgement callback, which gets a `SocketAnswer`.
 */
export const clientToServerSchemas = {
  /** The user id the client believes it is; the token decides, and another user's id is ignored. */
  authenticate: socketIdSchema,
  /** A notification id of the connected user: marked read, as PUT /notifications/{id}/read. */
  markNotificationAsRead: socketIdSchema,
  /** As POST /notifications, in the socket's names (docs/product.md#notifications-socket). */
  createNotification: z.object(
    {
      recipientId: socketIdSchema,
      recipeId: socketIdSchema,
      type: clientNotificationTypeSchema,
      triggeredBy: socketIdSchema.optional(),
      message: z.string().max(1000).optional(),
    },
    { error: () => tr.notificationsApi.badPayload },
  ),
} satisfies Record<string, z.ZodType>;

/** What a client event's acknowledgement receives: its result, or the HTTP call's error. */
export type SocketAnswer =
  { ok: true; data?: unknown } | { ok: false; error: { statusCode: number; code: string; message: string } };

type Listeners<Schemas extends Record<string, z.ZodType>> = {
  [Event in keyof Schemas]: (payload: z.infer<Schemas[Event]>) => void;
};

/** socket.io's generics: `Server<ClientToServerEvents, ServerToClientEvents>`, `Socket<ServerToClientEvents, ClientToServerEvents>`. */
export type ServerToClientEvents = Listeners<typeof serverToClientSchemas>;
export type ClientToServerEvents = {
  [Event in keyof typeof clientToServerSchemas]: (
    payload: z.input<(typeof clientToServerSchemas)[Event]>,
    ack?: (answer: SocketAnswer) => void,
  ) => void;
};

/** Why a connection was refused: the `data` of the client's `connect_error`, beside its Catalan message. */
export type ConnectErrorData = { code: Extract<ErrorCode, 'unauthorized' | 'internal'> };
