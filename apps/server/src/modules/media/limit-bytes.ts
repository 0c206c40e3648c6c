import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { MEDIA_MAX_BYTES, type MediaKind, mediaMaxMegabytes } from '@receptari/shared/media/media.rules';
import { AppError } from '../../lib/app-error.ts';

const tooLarge = (kind: MediaKind) =>
  AppError.tooLarge(
    'file_too_large',
    fill(kind === 'image' ? tr.media.imageTooLarge : tr.media.videoTooLarge, {
      max: mediaMaxMegabytes(kind),
    }),
  );

/**
 * Passes the upload through and fails with 413 as soon as it exceeds its kind's limit, so an
 * oversized file is refused while it streams, never after it was written whole.
 */
export async function* limitBytes(chunks: AsyncIterable<Buffer>, kind: MediaKind): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > MEDIA_MAX_BYTES[kind]) throw tooLarge(kind);
    yield chunk;
  }
}

/** The whole (already limited) upload in memory: fine for images, whose limit is small. */
export async function collectBytes(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}
