import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { tr } from '@receptari/shared/i18n/tr/core';
import { MEDIA_MAX_BYTES } from '@receptari/shared/media/media.rules';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from './media.service.ts';

/**
 * Busboy's own ceiling, a byte above the largest kind's limit, so limitBytes (which knows the
 * kind) is the one that refuses and names the limit. A few small text fields are tolerated.
 */
const LIMITS = { fileSize: MEDIA_MAX_BYTES.video + 1, files: 1, fields: 10, parts: 11, fieldSize: 1024 };

const malformed = () => AppError.badRequest('malformed_multipart', tr.media.malformedMultipart);

/**
 * A multipart body that does not parse (no boundary, the wrong one, cut short) fails inside
 * busboy with a plain Error and no code, either before the first file or while its bytes stream.
 * Errors of @fastify/multipart's own limits carry a code (FST_...) and are passed on.
 */
const asClientError = (err: unknown) =>
  err instanceof AppError || (err as { code?: unknown }).code !== undefined ? err : malformed();

/** The file's bytes, with a malformed body's error turned into a 400 wherever it is read. */
async function* guarded(file: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) yield chunk as Buffer;
  } catch (err) {
    throw asClientError(err);
  }
}

/**
 * The first file of a multipart request, still streaming; undefined when there is none. A route
 * whose files may be larger than a video (an import's export file) names its own `fileSize`, again
 * a byte above its own limit.
 */
export async function readFilePart(
  request: FastifyRequest,
  opts: { fileSize?: number } = {},
): Promise<UploadedFile | undefined> {
  try {
    const part = await request.file({ limits: { ...LIMITS, ...opts } });
    return part && { fieldname: part.fieldname, file: Readable.from(guarded(part.file)) };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw AppError.badRequest('missing_file', tr.media.missingFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw AppError.tooLarge('body_too_large', tr.media.tooManyFiles);
    }
    throw asClientError(err);
  }
}
