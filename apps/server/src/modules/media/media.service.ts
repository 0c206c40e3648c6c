import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_FIELD, MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { MediaAnswer } from '@receptari/shared/media/media.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { checkVideo } from './check-video.ts';
import { collectBytes, limitBytes } from './limit-bytes.ts';
import * as repo from './media.repo.ts';
import { newMediaKey } from './new-media-key.ts';
import { sniffUpload } from './sniff-upload.ts';
import { spoolToFile } from './spool-to-file.ts';
import { removeAll, storeImage, storeVideo } from './store-upload.ts';

export type UploadedFile = { fieldname: string; file: Readable };

/**
 * Checks, stores and records one upload. Every refusal happens before or while storing, and
 * storage writes all or nothing, so a refused upload leaves no file and no row.
 */
export async function uploadMedia(
  deps: MediaDeps,
  userId: number,
  part: UploadedFile | undefined,
): Promise<MediaAnswer> {
  if (!part || part.fieldname !== MEDIA_FIELD)
    throw AppError.badRequest('missing_file', tr.media.missingFile);
  const { format, chunks } = await sniffUpload(part.file);
  const { kind } = MEDIA_FORMATS[format];
  const limited = limitBytes(chunks, kind);
  const key = newMediaKey();
  let check: Pick<FoodCheck, 'verdict' | 'reason'> | undefined;
  let stored;
  if (kind === 'image') {
    const bytes = await collectBytes(limited);
    check = await checkImage(deps, bytes);
    stored = await storeImage(deps.storage, key, Readable.from([bytes]));
  } else if (format === 'mp4' || format === 'webm') {
    // Checked whole before it is stored: a valid header is not a video.
    const spooled = await spoolToFile(limited);
    try {
      await checkVideo({ path: spooled.path, format }, deps.log);
      stored = await storeVideo(deps.storage, key, format, createReadStream(spooled.path));
    } finally {
      await spooled.remove();
    }
  } else {
    throw AppError.unsupportedType('unsupported_media_type', tr.media.unsupportedType);
  }
  await recordUpload(deps, stored, {
    userId,
    url: stored.url,
    kind,
    verdict: check?.verdict ?? 'unchecked',
    reason: check?.reason ?? null,
  });
  return { secure_url: stored.url, kind, ...(check && { check }) };
}

type MediaDeps = { db: Db; storage: MediaStorage; ai: AiProvider; log: FastifyBaseLogger };

/**
 * A picture the server fetched or unpacked for the user (an import, docs/product.md#import), taken in
 * as an upload of theirs: the same food check (a refusal throws 422 'not_food'), the same variants and
 * the same record, so a recipe may name it and waits for review when the check was unsure.
 */
export async function storeImageBytes(deps: MediaDeps, userId: number, bytes: Buffer): Promise<MediaAnswer> {
  const check = await checkImage(deps, bytes);
  const stored = await storeImage(deps.storage, newMediaKey(), Readable.from([bytes]));
  await recordUpload(deps, stored, { userId, url: stored.url, kind: 'image', ...check });
  return { secure_url: stored.url, kind: 'image', check };
}

/** The row that says who uploaded the file; without it the stored files go again. */
async function recordUpload(
  deps: Pick<MediaDeps, 'db' | 'storage'>,
  stored: { keys: string[] },
  row: Parameters<typeof repo.insertUpload>[1],
) {
  try {
    await repo.insertUpload(deps.db, row);
  } catch (err) {
    await removeAll(deps.storage, stored.keys);
    throw err;
  }
}

/**
 * The server's own food check of an image, before anything is stored: 'not_food' is refused.
 * A check that fails (provider down, image the models cannot read) counts as 'unverified':
 * the image is kept and its recipe waits for review; a corrupt file is refused by the render.
 */
async function checkImage(deps: { ai: AiProvider; log: FastifyBaseLogger }, image: Buffer) {
  let result: FoodCheck;
  try {
    result = await deps.ai.checkFood(image);
  } catch (err) {
    deps.log.warn({ provider: deps.ai.name, err }, 'food check of an upload failed; kept as unverified');
    return { verdict: 'unverified' as const, reason: tr.foodCheck.unverified };
  }
  if (result.verdict === 'not_food')
    throw AppError.unprocessable('not_food', fill(tr.foodCheck.invalidImage, { reason: result.reason }));
  return { verdict: result.verdict, reason: result.reason };
}
