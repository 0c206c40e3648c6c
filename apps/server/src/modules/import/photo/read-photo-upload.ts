import { tr } from '@receptari/shared/i18n/tr/core';
import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FILE_FIELD, IMPORT_PHOTO_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../lib/app-error.ts';
import type { UploadedFile } from '../../media/index.ts';

/** What sharp decodes, named as file-type names them from the magic bytes (never the client's type). */
const PHOTO_FORMATS = new Set(['jpg', 'png', 'webp', 'avif']);

const tooLarge = () =>
  AppError.tooLarge(
    'file_too_large',
    fill(trImport.photo.tooLarge, { max: IMPORT_PHOTO_MAX_BYTES / 1024 / 1024 }),
  );

/** The upload's bytes, refused with 413 as soon as they pass the limit, never after. */
async function collectUpTo(file: AsyncIterable<Buffer>, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file) {
    total += chunk.length;
    if (total > max) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The photo of POST /import/photo (docs/product.md#from-a-photo): the multipart field `file`, at most
 * IMPORT_PHOTO_MAX_BYTES, a JPEG, PNG, WebP or AVIF by its bytes. An iPhone's HEIC is named in the
 * refusal: the server's sharp cannot decode it (its libheif reads AVIF only).
 */
export async function readPhotoUpload(part: UploadedFile | undefined): Promise<Buffer> {
  if (!part || part.fieldname !== IMPORT_FILE_FIELD)
    throw AppError.badRequest('missing_file', tr.media.missingFile);
  const bytes = await collectUpTo(part.file, IMPORT_PHOTO_MAX_BYTES);
  if (bytes.length === 0) throw AppError.badRequest('empty_file', tr.media.emptyFile);
  const format = (await fileTypeFromBuffer(bytes))?.ext;
  if (format === 'heic') throw AppError.unsupportedType('unsupported_media_type', trImport.photo.heic);
  if (!format || !PHOTO_FORMATS.has(format)) {
    throw AppError.unsupportedType('unsupported_media_type', trImport.photo.unsupportedType);
  }
  return bytes;
}
