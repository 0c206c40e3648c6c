import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { MEDIA_FIELD, MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import { AppError } from '../../lib/app-error.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { collectBytes, limitBytes } from './limit-bytes.ts';
import type { UploadedFile } from './media.service.ts';
import { newMediaKey } from './new-media-key.ts';
import { renderAvatar } from './render-image.ts';
import { sniffUpload } from './sniff-upload.ts';

/**
 * A profile picture through the upload pipeline: the format named by its magic bytes, images only
 * (a video or anything else is a 415), the image limits, then re-encoded to a square WebP
 * (renderAvatar) and stored. No food check: a face is what it should show. Answers its URL.
 */
export async function storeProfilePicture(storage: MediaStorage, part: UploadedFile | undefined) {
  if (!part || part.fieldname !== MEDIA_FIELD)
    throw AppError.badRequest('missing_file', tr.media.missingFile);
  const { format, chunks } = await sniffUpload(part.file).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 415
      ? AppError.unsupportedType('unsupported_media_type', trProfile.profiles.pictureNotImage)
      : err;
  });
  if (MEDIA_FORMATS[format].kind !== 'image') {
    // Stop reading the rest of a refused upload.
    await chunks[Symbol.asyncIterator]().return?.();
    throw AppError.unsupportedType('unsupported_media_type', trProfile.profiles.pictureNotImage);
  }
  const avatar = await renderAvatar(await collectBytes(limitBytes(chunks, 'image')));
  const key = `${newMediaKey()}.webp`;
  await storage.put(key, avatar, 'image/webp');
  return { url: storage.urlOf(key), key };
}

/** The storage key of a picture storeProfilePicture made, from its URL; null for any other URL. */
export function profilePictureKey(storage: MediaStorage, url: string | null): string | null {
  if (!url) return null;
  const prefix = storage.urlOf('x').slice(0, -1);
  const key = url.startsWith(prefix) ? url.slice(prefix.length) : null;
  return key && /^uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.webp$/.test(key) ? key : null;
}
