import { caLives } from '@receptari/shared/i18n/ca-lives';
import { ca } from '@receptari/shared/i18n/ca';
import {
  type LiveAnswer,
  type LiveClientEvent,
  LIVE_CHAT_MAX,
  LIVE_CHAT_RATE,
  LIVE_REACTION_RATE,
  LIVE_STEP_RATE,
  LIVE_VIDEO_REQUEST_RATE,
  type LiveJoinAnswer,
  liveClientSchemas,
} from '@receptari/shared/lives/live-socket';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { isDatabaseUnavailable } from '../../../lib/pg-error.ts';
import type { LiveMediaBackend, LiveParticipant } from '../media/live-media-backend.ts';
import { iceServersFor } from '../media/turn-credentials.ts';
import * as service from '../live-room.service.ts';
import { createSocketRateLimiter } from '../../../lib/socket-rate-limit.ts';
import type { AppLiveNamespace, LiveSocket } from './live-namespace.ts';
import { liveChefRoom, liveMemberRoom, liveRoom } from './live-rooms.ts';
import { createLiveAudience, createRoomCountUpdates } from './live-audience.ts';

type Schemas = typeof liveClientSchemas;
type Ack = (answer: LiveAnswer) => void;

/** A refusal the handler throws; the sender sees it as the chat's system line 'Error: ...'. */
const refuse = (code: string, message: string) =>
  Object.assign(new Error(message), { refusal: { code, message } });
type Refusal = Error & { refusal: { code: string; message: string } };
const isRefusal = (err: unknown): err is Refusal => err instanceof Error && 'refusal' in err;

/**
 * The live socket's events (spec section 7, 'Live socket'), for one live's room. Every payload is
 * checked against its shared schema and against the socket's own live; identity and the chef role
 * are the token's (set by the namespace's middleware), never the payload's. A payload that fails
 * is dropped and logged, and its sender hears why (an acknowledgement, or an `error` event shown
 * as a system line); the connection stays up. Media events go to the media backend.
 */
export function liveRoomHandlers(app: FastifyInstance, nsp: AppLiveNamespace, media: LiveMediaBackend) {
  const allowChat = createSocketRateLimiter(app, 'liveChat', LIVE_CHAT_RATE.max, LIVE_CHAT_RATE.windowMs);
  const allowVideo = createSocketRateLimiter(
    app,
    'liveVideo',
    LIVE_VIDEO_REQUEST_RATE.max,
    LIVE_VIDEO_REQUEST_RATE.windowMs,
  );
  const allowReaction = createSocketRateLimiter(
    app,
    'liveReaction',
    LIVE_REACTION_RATE.max,
    LIVE_REACTION_RATE.windowMs,
  );
  const allowStep = createSocketRateLimiter(app, 'liveStep', LIVE_STEP_RATE.max, LIVE_STEP_RATE.windowMs);
  const audience = createLiveAudience(app.redis);
  const roomChanged = createRoomCountUpdates(nsp, audience, app.log);
  // Before the namespace's own preClose disconnects the sockets: what this instance counted goes.
  app.addHook('preClose', () => audience.closeLocal());

  return (socket: LiveSocket) => {
    const { liveId, role } = socket.data;
    const user = socket.data.user!;
    const isChef = role === 'chef';
    const me: LiveParticipant = { liveId, socketId: socket.id, username: user.name, role };
    const member = { userId: user.id, chef: isChef };
    const log = app.log.child({ liveId, userId: user.id, socketId: socket.id });
    let chefName = '';

    function on<Event extends LiveClientEvent>(
      event: Event,
      opts: { chefOnly?: boolean; joined?: boolean },
      run: (payload: z.infer<Schemas[Event]>) => Promise<unknown>,
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
              : caLives.liveRoom.badPayload;
          return fail('validation_failed', message);
        }
        const payload = parsed.data as z.infer<Schemas[Event]>;
        if (payload.liveId !== liveId) {
          log.warn({ event, claimed: payload.liveId }, 'live socket: another live named');
          return fail('bad_request', caLives.liveRoom.badPayload);
        }
        if (opts.chefOnly && !isChef) {
          // A viewer emitting chefStartLive or chefEndLive: ignored, and logged.
          log.warn({ event }, 'live socket: a viewer emitted a chef event');
          return fail('chef_only', caLives.liveRoom.chefOnlyAction);
        }
        if (opts.joined !== false && !socket.data.joined)
          return fail('bad_request', caLives.liveRoom.joinFirst);
        run(payload).then(
          (data) => reply({ ok: true, data }),
          (err: unknown) => {
            if (isRefusal(err)) return fail(err.refusal.code, err.refusal.message);
            if (err instanceof AppError) return fail(err.code, err.message);
            if (isDatabaseUnavailable(err)) return fail('unavailable', ca.errors.unavailable);
            log.error({ err, event }, 'live socket: event failed');
            fail('internal', ca.errors.internal);
          },
        );
      });
    }

    async function currentLive() {
      const live = await service.findRoomLive(app.db, liveId);
      if (!live) throw refuse('live_not_found', caLives.liveRoom.notFound);
      chefName = live.chefName;
      return live;
    }

    async function leave() {
      if (!socket.data.joined) return;
      socket.data.joined = false;
      await socket.leave(liveRoom(liveId));
      await socket.leave(liveMemberRoom(liveId, socket.id));
      await socket.leave(liveChefRoom(liveId));
      nsp.to(liveRoom(liveId)).emit('userLeft', { username: user.name });
      await media.participantLeft(me);
      await audience.left(liveId, member);
      roomChanged(liveId, chefName);
      if (isChef && !(await audience.count(liveId)).chefPresent)
        nsp.to(liveRoom(liveId)).emit('chefDisconnected');
    }

    on('joinLiveRoom', { joined: false }, async (): Promise<LiveJoinAnswer> => {
      const live = await currentLive();
      if (!socket.data.joined) {
        socket.data.joined = true;
        const rooms = [liveRoom(liveId), liveMemberRoom(liveId, socket.id)];
        await socket.join(isChef ? [...rooms, liveChefRoom(liveId)] : rooms);
        // One chef socket per live: a newer one (a reload, another tab) takes over on every
        // instance (with Redis the disconnection is applied when its message comes back).
        if (isChef)
          nsp.in(liveChefRoom(liveId)).except(liveMemberRoom(liveId, socket.id)).disconnectSockets(true);
        await audience.joined(liveId, member);
        socket.to(liveRoom(liveId)).emit('userJoined', { username: user.name });
        roomChanged(liveId, live.chefName);
      }
      const { chefPresent, count } = await audience.count(liveId);
      return {
        role,
        username: user.name,
        iceServers: iceServersFor(app.config, user.id),
        // A media server records the stream itself (and calls saveLiveReplay); the mesh cannot.
        recordInBrowser: media.name === 'mesh',
        state: {
          liveId,
          status: live.status,
          title: live.title,
          chef: { id: live.chefId, name: live.chefName },
          cameraOn: live.cameraOn,
          chefPresent,
          recipeId: live.recipeId,
          currentStep: live.status === 'ended' ? null : live.currentStep,
          viewerCount: count,
        },
      };
    });

    on('leaveRoom', {}, leave);

    on('requestActiveUsers', {}, async () => {
      const live = await currentLive();
      socket.emit('waitingRoomUpdate', { ...(await audience.count(liveId)), chefName: live.chefName });
    });

    on('requestVideoStream', {}, async () => {
      if (isChef) return;
      if (!(await allowVideo(`${liveId}:${socket.id}`))) throw refuse('rate_limited', ca.errors.rateLimited);
      const live = await currentLive();
      // The chef's stream carries the sound too: asked for as soon as the live is on the air.
      if (live.status === 'live') await media.viewerWantsVideo(me);
    });

    on('chefStartLive', { chefOnly: true }, async ({ hasVideo }) => {
      const before = await currentLive();
      await service.startLive(app.db, liveId, hasVideo);
      nsp.to(liveRoom(liveId)).emit('liveStarted', { hasVideo, resumed: before.status === 'live' });
      await media.liveOnAir(me);
    });

    on('chefEndLive', { chefOnly: true }, async () => {
      if (!(await service.endLive(app.db, liveId))) throw refuse('live_ended', caLives.liveRoom.alreadyEnded);
      nsp.to(liveRoom(liveId)).emit('liveEnded');
      await media.liveEnded(liveId);
    });

    on('chefCameraStatus', { chefOnly: true }, async ({ status }) => {
      const liveStatus = await service.setCameraOn(app.db, liveId, status);
      // Before the start nobody watches; during the live the viewers clear or request the video.
      if (liveStatus === 'live') socket.to(liveRoom(liveId)).emit('chefCameraStatus', { status });
    });

    // The microphone is the chef's own track, disabled in the browser; nothing to relay.
    on('chefAudioStatus', { chefOnly: true }, async () => undefined);

    on('sendChatMessage', {}, async ({ message }) => {
      const text = message.trim();
      if (text === '') throw refuse('validation_failed', caLives.liveRoom.emptyMessage);
      if (text.length > LIVE_CHAT_MAX) throw refuse('validation_failed', caLives.liveRoom.tooLong);
      if (!isChef && (await currentLive()).status !== 'live')
        throw refuse('chat_closed', caLives.liveRoom.chatNotOpen);
      if (!(await allowChat(`${liveId}:${user.id}`))) {
        // The spec's system line, to the sender only: the others never see a flood.
        socket.emit('newChatMessage', {
          username: '',
          message: caLives.liveRoom.chatRate,
          timestamp: new Date().toISOString(),
          isChef: false,
          isSystem: true,
        });
        return { rateLimited: true };
      }
      nsp.to(liveRoom(liveId)).emit('newChatMessage', {
        username: user.name,
        message: text,
        timestamp: new Date().toISOString(),
        isChef,
        isSystem: false,
      });
    });

    on('chefSetStep', { chefOnly: true }, async ({ step }) => {
      if (!(await allowStep(`${liveId}`))) throw refuse('rate_limited', ca.errors.rateLimited);
      // Stored first (with its chapter), so a late joiner or another instance reads the same step.
      if (!(await service.setCurrentStep(app.db, liveId, step)))
        throw refuse('not_on_air', caLives.liveRoom.notOnAir);
      nsp.to(liveRoom(liveId)).emit('stepChanged', { step });
    });

    on('sendReaction', {}, async ({ emoji }) => {
      if ((await currentLive()).status !== 'live') throw refuse('chat_closed', caLives.liveRoom.chatNotOpen);
      // Over the limit: dropped without a word (a reaction is not worth a system line each time).
      if (!(await allowReaction(`${liveId}:${user.id}`))) return { rateLimited: true };
      nsp.to(liveRoom(liveId)).emit('reaction', { emoji, username: user.name });
    });

    for (const kind of ['offer', 'answer'] as const) {
      on(kind, {}, ({ target, payload }) => media.signal(me, target, { kind, payload }));
    }
    on('iceCandidate', {}, ({ target, payload }) =>
      media.signal(me, target, { kind: 'iceCandidate', payload }),
    );

    socket.on('disconnect', () => {
      leave().catch((err: unknown) => log.warn({ err }, 'live socket: leaving on disconnect failed'));
    });
  };
}
