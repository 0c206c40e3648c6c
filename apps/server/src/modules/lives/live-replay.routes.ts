import { Readable } from 'node:stream';
import { idParamSchema } from '@receptari/shared/common/common.schemas';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';
import { liveReplayAnswerSchema, liveSchema } from '@receptari/shared/lives/lives.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { perUserRateLimit } from '../../lib/per-user-rate-limit.ts';
import { type Actor, actorOf, requireUser } from '../../lib/policy.ts';
import { isChef } from '@receptari/shared/auth/auth.rules';
import { spoolToFile } from '../media/index.ts';
import { getLiveReplay, saveLiveReplay } from './live-replay.service.ts';
import * as repo from './lives.repo.ts';
import { getLive } from './lives.service.ts';

/** A chef uploads a live's replay once, maybe again after a failure: far below a script's pace. */
const REPLAY_RATE = perUserRateLimit({ max: 10, timeWindow: '10 minutes' });
/** Every WebM (Matroska EBML) file starts with these bytes. */
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Only the live's own chef (still a chef), once it has ended; checked before any byte is read. */
async function assertCanUpload(db: Parameters<typeof repo.findReplayTarget>[0], actor: Actor, id: number) {
  const live = await repo.findReplayTarget(db, id);
  if (!live) throw AppError.notFound('live_not_found', trLives.liveRoom.notFound);
  if (live.chefId !== actor.id || !isChef(actor.role))
    throw AppError.forbidden('not_owner', trLives.liveReplay.notOwner);
  if (live.status !== 'ended') throw AppError.conflict('conflict', trLives.liveReplay.notEnded);
}

/** The body as it streams, refused with 413 past `max` bytes and 415 unless it starts as a WebM. */
async function* checkedWebm(body: AsyncIterable<Buffer>, max: number, tooLarge: () => AppError) {
  let total = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of body) {
    total += chunk.length;
    if (total > max) throw tooLarge();
    if (head.length < EBML_MAGIC.length) {
      head = Buffer.concat([head, chunk]).subarray(0, EBML_MAGIC.length);
      if (head.length === EBML_MAGIC.length && !head.equals(EBML_MAGIC))
        throw AppError.unsupportedType('unsupported_media_type', trLives.liveReplay.notWebm);
    }
    yield chunk;
  }
  if (total === 0) throw AppError.badRequest('empty_file', trLives.liveReplay.empty);
  if (head.length < EBML_MAGIC.length)
    throw AppError.unsupportedType('unsupported_media_type', trLives.liveReplay.notWebm);
}

/**
 * A live's replay (docs/lives.md, 'The replay'): the chef's browser records the broadcast
 * (MediaRecorder, WebM) and sends it whole at the end as the raw body (`Content-Type:
 * video/webm`), not multipart; anyone reads it with its step chapters. Its own scope, so the
 * raw-body parser reaches no other route.
 */
export const liveReplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.LIVE_REPLAY_MAX_MB * 1024 * 1024;
  const tooLarge = () =>
    AppError.tooLarge(
      'file_too_large',
      fill(trLives.liveReplay.tooLarge, { max: app.config.LIVE_REPLAY_MAX_MB }),
    );

  // Every body reaches the handler as a stream, whatever its type; the handler checks the type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post(
    '/lives/:id/replay',
    {
      schema: { params: idParamSchema, response: { 201: liveSchema } },
      onRequest: requireUser,
      config: { rateLimit: REPLAY_RATE },
      // The limit is this route's own, checked while the body streams.
      bodyLimit: Number.MAX_SAFE_INTEGER,
    },
    async (request, reply) => {
      const { id } = request.params;
      await assertCanUpload(app.db, actorOf(request), id);
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'video/webm')
        throw AppError.unsupportedType('unsupported_media_type', trLives.liveReplay.wrongType);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
      const body = request.body instanceof Readable ? request.body : Readable.from([]);
      const file = await spoolToFile(checkedWebm(body, maxBytes, tooLarge));
      try {
        await saveLiveReplay({ db: app.db, storage: app.mediaStorage, log: request.log }, id, {
          path: file.path,
          mimeType: 'video/webm',
        });
      } finally {
        await file.remove();
      }
      return reply.code(201).send(await getLive(app.db, id));
    },
  );

  app.get(
    '/lives/:id/replay',
    { schema: { params: idParamSchema, response: { 200: liveReplayAnswerSchema } } },
    async (request) => getLiveReplay(app.db, request.params.id),
  );
};
