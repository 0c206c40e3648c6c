import {
  type CheckFoodAnswer,
  type CheckFoodRequest,
  type FoodCheck,
  FOOD_CHECK_MAX_BYTES,
} from '@receptari/shared/ai/food-check.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findOwnedUploads, recordFrameVerdict } from '../media/index.ts';
import { callProvider } from './call-provider.ts';

/** The formats a browser's canvas or camera gives; the type is read from the bytes, never the prefix. */
const FRAME_FORMATS = new Set(['jpg', 'png', 'webp']);
const DATA_URL = /^data:[\w.+/-]*(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

const notAnImage = () => AppError.unsupportedType('unsupported_media_type', tr.foodCheck.notAnImage);
const notOwnVideo = () => AppError.notFound('video_not_found', tr.foodCheck.notOwnVideo);

/** A data URL's bytes, refused unless they are one JPEG, PNG or WebP of at most 2 MB. */
async function readFrame(dataUrl: string): Promise<Buffer> {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw notAnImage();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > FOOD_CHECK_MAX_BYTES) {
    throw AppError.tooLarge(
      'file_too_large',
      fill(tr.foodCheck.tooLarge, { max: FOOD_CHECK_MAX_BYTES / (1024 * 1024) }),
    );
  }
  const format = bytes.length > 0 ? (await fileTypeFromBuffer(bytes))?.ext : undefined;
  if (!format || !FRAME_FORMATS.has(format)) throw notAnImage();
  return bytes;
}

/** POST /api/ai/check-food: the provider's check of one frame; nothing is stored. */
async function checkFoodFrame(ai: AiProvider, dataUrl: string, log: FastifyBaseLogger): Promise<FoodCheck> {
  const image = await readFrame(dataUrl);
  return callProvider(ai, log, { what: 'food check', message: tr.foodCheck.failed }, () =>
    ai.checkFood(image),
  );
}

/** Before any model work: a frame may only count towards the user's own uploaded video, else 404. */
async function assertOwnVideo(db: Db, userId: number, video: string) {
  const upload = (await findOwnedUploads(db, userId, [video])).get(video);
  if (upload?.kind !== 'video') throw notOwnVideo();
}

/** The frame's verdict counted towards the user's own video; 404 for anyone else's video. */
async function recordVideoFrame(db: Db, userId: number, video: string, check: FoodCheck) {
  const verdict = await recordFrameVerdict(db, userId, video, check.verdict, check.reason);
  if (!verdict) throw notOwnVideo();
  return verdict;
}

/**
 * POST /ai/check-food: one frame the browser took, checked; with `video`, the frame counts towards
 * the user's own uploaded video, whose verdict so far comes back as `video_verdict`.
 */
export async function checkFood(
  deps: { ai: AiProvider; db: Db; log: FastifyBaseLogger },
  userId: number,
  body: CheckFoodRequest,
): Promise<CheckFoodAnswer> {
  const { image, video } = body;
  if (video !== undefined) await assertOwnVideo(deps.db, userId, video);
  const check = await checkFoodFrame(deps.ai, image, deps.log);
  if (video === undefined) return check;
  return { ...check, video_verdict: await recordVideoFrame(deps.db, userId, video, check) };
}
