import { type FoodCheck, FOOD_CHECK_MAX_BYTES } from '@receptari/shared/ai/food-check.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import { findOwnedUploads, recordFrameVerdict } from '../media/media.repo.ts';

/** The formats a browser's canvas or camera gives; the type is read from the bytes, never the prefix. */
const FRAME_FORMATS = new Set(['jpg', 'png', 'webp']);
const DATA_URL = /^data:[\w.+/-]*(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=\s]+)$/;

/** A data URL's bytes, refused unless they are one JPEG, PNG or WebP of at most 2 MB. */
export async function readFrame(dataUrl: string): Promise<Buffer> {
  const base64 = DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw new AppError(415, ca.foodCheck.notAnImage);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > FOOD_CHECK_MAX_BYTES) {
    throw new AppError(413, fill(ca.foodCheck.tooLarge, { max: FOOD_CHECK_MAX_BYTES / (1024 * 1024) }));
  }
  const format = bytes.length > 0 ? (await fileTypeFromBuffer(bytes))?.ext : undefined;
  if (!format || !FRAME_FORMATS.has(format)) throw new AppError(415, ca.foodCheck.notAnImage);
  return bytes;
}

/** The upstream (or the image's decoding) failed: 502 with the spec's image-check message. */
const BAD_GATEWAY = 502;

/** POST /api/ai/check-food: the provider's check of one frame; nothing is stored. */
export async function checkFoodFrame(
  ai: AiProvider,
  dataUrl: string,
  log: FastifyBaseLogger,
): Promise<FoodCheck> {
  const image = await readFrame(dataUrl);
  try {
    return await ai.checkFood(image);
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn(
      { provider: ai.name, kind: err.kind, status: err.status, reason: err.message },
      'food check failed',
    );
    throw new AppError(BAD_GATEWAY, ca.foodCheck.failed);
  }
}

/** Before any model work: a frame may only count towards the user's own uploaded video, else 404. */
export async function assertOwnVideo(db: Db, userId: number, video: string) {
  const upload = (await findOwnedUploads(db, userId, [video])).get(video);
  if (upload?.kind !== 'video') throw AppError.notFound(ca.foodCheck.notOwnVideo);
}

/** The frame's verdict counted towards the user's own video; 404 for anyone else's video. */
export async function recordVideoFrame(db: Db, userId: number, video: string, check: FoodCheck) {
  const verdict = await recordFrameVerdict(db, userId, video, check.verdict);
  if (!verdict) throw AppError.notFound(ca.foodCheck.notOwnVideo);
  return verdict;
}
