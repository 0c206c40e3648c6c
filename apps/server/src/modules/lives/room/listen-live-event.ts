import { trLives } from '@receptari/shared/i18n/tr/lives';
import { tr } from '@receptari/shared/i18n/tr/core';
import {
  type LiveAnswer,
  type LiveClientEvent,
  liveClientSchemas,
} from '@receptari/shared/lives/live-socket';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../../lib/pg-error.ts';
import type { LiveSocket } from './live-namespace.ts';
import { isRefusal } from './refuse-live-event.ts';

type Schemas = typeof liveClientSchemas;
type Ack = (answer: LiveAnswer) => void;

/** `chefOnly`: a viewer is refused. `joined: false`: allowed before joinLiveRoom (only the join). */
export type LiveEventOptions = { chefOnly?: boolean; joined?: boolean };
export type LiveEventRun<Event extends LiveClientEvent> = (
  payload: z.infer<Schemas[Event]>,
) => Promise<unknown>;
export type OnLiveEvent = <Event extends LiveClientEvent>(
  event: Event,
  opts: LiveEventOptions,
  run: LiveEventRun<Event>,
) => void;

/**
 * Listens to one client event of a live socket, so that every handler runs only on a payload that
 * passed its shared schema, names the socket's own live, and comes from a chef when it must. A
 * refusal (or a failure) reaches the sender twice on purpose: the acknowledgement, when the client
 * asked for one, and an `error` event the room shows as a system line; the connection stays up.
 */
export function createLiveEventListener(socket: LiveSocket, log: FastifyBaseLogger): OnLiveEvent {
  const { liveId } = socket.data;
  const isChef = socket.data.role === 'chef';
  return function on<Event extends LiveClientEvent>(
    event: Event,
    opts: LiveEventOptions,
    run: LiveEventRun<Event>,
  ) {
    // socket.io's conditional listener types cannot follow a generic event name; every client
    // event has the shape (payload, ack?), so one name stands for all.
    socket.on(event as 'leaveRoom', (raw: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      const fail = (code: string, message: string) => {
        reply({ ok: false, error: { code, message } });
        socket.emit('error', { code, message });
      };
      const parsed = liveClientSchemas[event].safeParse(raw);
      if (!parsed.success) {
        log.warn({ event, issues: parsed.error.issues.slice(0, 3) }, 'live socket: payload refused');
        const issue = parsed.error.issues[0];
        // The chat's own limits have their message; anything else is a malformed payload.
        const message =
          event === 'sendChatMessage' && issue?.path[0] === 'message'
            ? issue.message
            : trLives.liveRoom.badPayload;
        return fail('validation_failed', message);
      }
      const payload = parsed.data as z.infer<Schemas[Event]>;
      if (payload.liveId !== liveId) {
        log.warn({ event, claimed: payload.liveId }, 'live socket: another live named');
        return fail('bad_request', trLives.liveRoom.badPayload);
      }
      if (opts.chefOnly && !isChef) {
        // A viewer emitting chefStartLive or chefEndLive: ignored, and logged.
        log.warn({ event }, 'live socket: a viewer emitted a chef event');
        return fail('chef_only', trLives.liveRoom.chefOnlyAction);
      }
      if (opts.joined !== false && !socket.data.joined)
        return fail('bad_request', trLives.liveRoom.joinFirst);
      run(payload).then(
        (data) => reply({ ok: true, data }),
        (err: unknown) => {
          if (isRefusal(err)) return fail(err.refusal.code, err.refusal.message);
          if (err instanceof AppError) return fail(err.code, err.message);
          if (isDatabaseUnavailable(err)) return fail('unavailable', tr.errors.unavailable);
          log.error({ err, event }, 'live socket: event failed');
          fail('internal', tr.errors.internal);
        },
      );
    });
  };
}
