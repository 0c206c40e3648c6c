import type { FastifyRequest } from 'fastify';
import { ca } from '@receptari/shared/i18n/ca';
import { MEDIA_MAX_BYTES } from '@receptari/shared/media/media.rules';
import { AppError } from '../../lib/app-error.ts';
import type { UploadedFile } from './media.service.ts';

/**
 * Busboy's own ceiling, a byte above the largest kind's limit, so limitBytes (which knows the
 * kind) is the one that refuses and names the limit. A few small text fields are tolerated.
 */
const LIMITS = { fileSize: MEDIA_MAX_BYTES.video + 1, files: 1, fields: 10, parts: 11, fieldSize: 1024 };

/** The first file of a multipart request, still streaming; undefined when there is none. */
export async function readFilePart(request: FastifyRequest): Promise<UploadedFile | undefined> {
  try {
    return await request.file({ limits: LIMITS });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw AppError.badRequest('missing_file', ca.media.missingFile);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw AppError.tooLarge('body_too_large', ca.media.tooManyFiles);
    }
    throw err;
  }
}
