import {
  type ClientToServerEvents,
  clientToServerSchemas,
  type SocketAnswer,
} from '@receptari/shared/events';
import { tr } from '@receptari/shared/i18n/tr/core';
import { CREATE_NOTIFICATIONS_PER_MINUTE } from '@receptari/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/pg-error.ts';
import { notificationsService as service } from '../modules/notifications/index.ts';
import type { AppSocket, SocketUser } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';
import { createSocketRateLimiter } from '../lib/socket-rate-limit.ts';

type Ack = (answer: SocketAnswer) => void;
type Schemas = typeof clientToServerSchemas;

const failure = (statusCode: number, code: string, message: string): SocketAnswer => ({
  ok: false,
  error: { statusCode, code, message },
});

/**
 * The events a browser emits on the notifications socket (docs/product.md#notifications-socket).
 * Identity is the token's, read at the handshake (socket.data.user), never the payload's: `authenticate`
 * only confirms it and an id that is not the token's owner is ignored. markNotificationAsRead and
 * createNotification call the notifications service as PUT /notifications/{id}/read and POST
 * /notifications do, so the same rules hold; a refusal reaches the optional acknowledgement with
 * the HTTP call's status, code and Catalan message. A payload that fails its schema is refused the
 * same way (422), never thrown.
 */
export function notificationEvents(app: FastifyInstance): (socket: AppSocket) => void {
  // As big as the HTTP route's budget, and counted on every instance as the route's is.
  const limiter = createSocketRateLimiter(app, 'createNotification', CREATE_NOTIFICATIONS_PER_MINUTE, 60_000);
  const allowCreate = (userId: number) => limiter(`user:${userId}`);
  return (socket) => handleSocket(app, allowCreate, socket);
}

function handleSocket(
  app: FastifyInstance,
  allowCreate: (userId: number) => Promise<boolean>,
  socket: AppSocket,
) {
  function on<Event extends keyof Schemas & keyof ClientToServerEvents>(
    event: Event,
    run: (user: SocketUser, payload: z.infer<Schemas[Event]>) => Promise<unknown>,
  ) {
    // Every client event has the same listener shape, (payload, ack?); TypeScript cannot see that
    // through socket.io's conditional types for a generic event name, so one name stands for all.
    socket.on(event as 'authenticate', (raw: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const user = socket.data.user;
      if (!user) return reply(failure(401, 'unauthorized', tr.notificationsApi.signInFirst));
      const parsed = clientToServerSchemas[event].safeParse(raw);
      if (!parsed.success) {
        return reply(
          failure(
            422,
            'validation_failed',
            parsed.error.issues[0]?.message ?? tr.notificationsApi.badPayload,
          ),
        );
      }
      run(user, parsed.data as z.infer<Schemas[Event]>).then(
        (data) => reply({ ok: true, data }),
        (err: unknown) => {
          if (err instanceof AppError) return reply(failure(err.statusCode, err.code, err.message));
          // As the HTTP error handler: a database that does not answer is a 503, not a 500.
          if (isDatabaseUnavailable(err)) return reply(failure(503, 'unavailable', tr.errors.unavailable));
          app.log.error({ err, event }, 'socket event failed');
          reply(failure(500, 'internal', tr.errors.internal));
        },
      );
    });
  }

  on('authenticate', async (user, userId) => {
    // The token decides; another user's id is ignored: no room joined, nothing changed.
    if (userId !== user.id) throw AppError.forbidden('forbidden', tr.errors.forbidden);
    await socket.join(userRoom(user.id));
    return { userId: user.id };
  });

  on('markNotificationAsRead', (user, id) => service.markRead(app.db, user, id));

  on('createNotification', async (user, payload) => {
    if (!(await allowCreate(user.id))) throw AppError.tooMany('rate_limited', tr.errors.rateLimited);
    return service.createNotification(app.db, app.events, user, {
      recipientId: payload.recipientId,
      recipeId: payload.recipeId,
      type: payload.type,
      triggeredBy: payload.triggeredBy,
    });
  });
}
