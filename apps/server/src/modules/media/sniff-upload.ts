import { fileTypeFromBuffer } from 'file-type';
import { tr } from '@receptari/shared/i18n/tr/core';
import { isMediaFormat, type MediaFormat } from '@receptari/shared/media/media.rules';
import { AppError } from '../../lib/app-error.ts';

/** What file-type reads at most to decide (its own "reasonable detection size"). */
const SNIFF_BYTES = 4100;

/**
 * Reads the first bytes of an upload and names its format from its magic bytes alone: the
 * client's file name and content type are never trusted. The returned `chunks` replay the
 * whole upload, head included, so nothing is buffered beyond the head.
 */
export async function sniffUpload(
  file: AsyncIterable<Buffer>,
): Promise<{ format: MediaFormat; chunks: AsyncIterable<Buffer> }> {
  const source = file[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await source.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(read);
  const format = head.length > 0 ? (await fileTypeFromBuffer(head))?.ext : undefined;
  if (!format || !isMediaFormat(format)) {
    // Stop reading the rest of a refused upload.
    await source.return?.();
    if (head.length === 0) throw AppError.badRequest('empty_file', tr.media.emptyFile);
    throw AppError.unsupportedType('unsupported_media_type', tr.media.unsupportedType);
  }

  async function* replay() {
    try {
      yield head;
      for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
    } finally {
      // A consumer that stops early (size limit, bad image) stops the upload too.
      await source.return?.();
    }
  }
  return { format, chunks: replay() };
}
