import type { ImportedDraft } from '@receptari/shared/import/import.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../../ai/ai-provider.ts';
import type { UploadedFile } from '../../media/index.ts';
import { draftFromCardText } from './card/draft-from-card-text.ts';
import { readPhotoText } from './ocr/read-photo-text.ts';
import { readPhotoUpload } from './read-photo-upload.ts';

export type ImportPhotoDeps = { ai: AiProvider; log: FastifyBaseLogger; tesseract: string };

/**
 * POST /import/photo (docs/product.md#from-a-photo): the photo of a recipe card read into the create
 * form's draft. Nothing is stored: the photo is read and dropped (it shows the card, not the dish).
 */
export async function importPhoto(
  deps: ImportPhotoDeps,
  part: UploadedFile | undefined,
): Promise<ImportedDraft> {
  const photo = await readPhotoUpload(part);
  const text = await readPhotoText(photo, { binary: deps.tesseract, log: deps.log });
  return draftFromCardText(deps, text);
}
