import { availableParallelism } from 'node:os';
import { trImport } from '@receptari/shared/i18n/tr/import';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../../lib/app-error.ts';
import { createLimiter, OcrQueueFull } from './ocr-limiter.ts';
import { prepareForOcr } from './prepare-for-ocr.ts';
import { OcrError, runTesseract } from './run-tesseract.ts';

/** A card takes 1-3 s; a photo still unread after this is not one tesseract will read. */
export const OCR_TIMEOUT_MS = 30_000;
/**
 * One OCR at a time on a small machine, two on a larger one: each takes a core for seconds, and the
 * rest of the site must go on answering. Per process, so per server instance.
 */
const runOcr = createLimiter({ concurrency: availableParallelism() > 2 ? 2 : 1, maxWaiting: 8 });

const p = trImport.photo;

/**
 * The text of a photo (docs/product.md#from-a-photo): prepared with sharp, read by tesseract, one or
 * two photos at a time. 503 when tesseract or a language is not installed (naming the packages) or
 * the queue is full, 422 when the photo does not open or takes too long to read.
 */
export async function readPhotoText(photo: Buffer, options: { binary: string; log: FastifyBaseLogger }) {
  try {
    return await runOcr(async () => runTesseract(options.binary, await prepareForOcr(photo), OCR_TIMEOUT_MS));
  } catch (err) {
    if (err instanceof OcrQueueFull) throw AppError.unavailable('ocr_busy', p.ocrBusy);
    if (!(err instanceof OcrError)) throw err;
    options.log.warn({ kind: err.kind, reason: err.message }, 'OCR of a card photo failed');
    if (err.kind === 'missing') throw AppError.unavailable('ocr_unavailable', p.ocrMissing);
    if (err.kind === 'timeout') throw AppError.unprocessable('no_text_in_photo', p.ocrFailed);
    throw AppError.unavailable('unavailable', p.ocrFailed);
  }
}
