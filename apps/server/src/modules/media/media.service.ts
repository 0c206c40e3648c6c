import type { Readable } from 'node:stream';
import { ca } from '@receptari/shared/i18n/ca';
import { MEDIA_FIELD, MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { MediaAnswer } from '@receptari/shared/media/media.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { limitBytes } from './limit-bytes.ts';
import * as repo from './media.repo.ts';
import { newMediaKey } from './new-media-key.ts';
import { sniffUpload } from './sniff-upload.ts';
import { removeAll, storeImage, storeVideo } from './store-upload.ts';

export type UploadedFile = { fieldname: string; file: Readable };

/**
 * Checks, stores and records one upload. Every refusal happens before or while storing, and
 * storage writes all or nothing, so a refused upload leaves no file and no row.
 */
export async function uploadMedia(
  deps: { db: Db; storage: MediaStorage },
  userId: number,
  part: UploadedFile | undefined,
): Promise<MediaAnswer> {
  if (!part || part.fieldname !== MEDIA_FIELD) throw AppError.badRequest(ca.media.missingFile);
  const { format, chunks } = await sniffUpload(part.file);
  const { kind } = MEDIA_FORMATS[format];
  const limited = limitBytes(chunks, kind);
  const key = newMediaKey();
  const stored =
    kind === 'image'
      ? await storeImage(deps.storage, key, limited)
      : await storeVideo(deps.storage, key, format, limited);
  try {
    await repo.insertUpload(deps.db, { userId, url: stored.url, kind });
  } catch (err) {
    await removeAll(deps.storage, stored.keys);
    throw err;
  }
  return { secure_url: stored.url, kind };
}
