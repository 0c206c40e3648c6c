import { stat } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, IMPORT_FILE_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { AppError } from '../../../lib/app-error.ts';
import { readFilePart, spoolToFile } from '../../media/index.ts';
import { fileErrors } from './import-file-errors.ts';

/** Passes the upload through, refusing it (413) the moment it passes IMPORT_FILE_MAX_BYTES. */
async function* limited(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > IMPORT_FILE_MAX_BYTES) throw fileErrors.fileTooLarge();
    yield chunk;
  }
}

/**
 * The uploaded export file, streamed to a private temporary file (never held in memory: a zip is
 * read from disk, entry by entry). `remove` deletes it; call it whatever happens.
 */
export async function receiveExportFile(request: FastifyRequest) {
  let part;
  try {
    part = await readFilePart(request, { fileSize: IMPORT_FILE_MAX_BYTES + 1 });
  } catch (err) {
    // Not multipart at all: the import's own words for "no file".
    if (err instanceof AppError && err.code === 'missing_file') throw fileErrors.missingFile();
    throw err;
  }
  if (!part || part.fieldname !== IMPORT_FILE_FIELD) throw fileErrors.missingFile();
  const spooled = await spoolToFile(limited(part.file));
  const { size } = await stat(spooled.path);
  if (size === 0) {
    await spooled.remove();
    throw fileErrors.emptyFile();
  }
  return { ...spooled, size };
}
