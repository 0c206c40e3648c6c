import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMPORT_FETCH_TIMEOUT_MS, IMPORT_PAGE_MAX_BYTES } from '@receptari/shared/import/import.rules';
import { isMediaFormat, MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../../lib/app-error.ts';
import { storeImageBytes } from '../../media/index.ts';
import { httpUrl } from './fetch/http-url.ts';
import { safeFetch } from './fetch/safe-fetch.ts';
import type { UrlImportDeps } from './url-import-deps.ts';

const m = trImport.url;
const MEGABYTES = Math.round(IMPORT_PAGE_MAX_BYTES / (1024 * 1024));
const IMAGE_ACCEPT = {
  header: 'image/avif,image/webp,image/png,image/jpeg;q=0.9,image/*;q=0.5',
  // CDNs and buckets often label pictures as bare bytes; the magic bytes decide (assertImage).
  takes: (mediaType: string) => mediaType.startsWith('image/') || mediaType.endsWith('/octet-stream'),
};

export interface Picture {
  /** The stored picture's URL, the user's own upload; null when there is none to use. */
  readonly image: string | null;
  readonly warnings: string[];
}

/** Why a picture could not be used, in the words of warnings.imageRefused. */
function reasonOf(err: unknown): string {
  if (!(err instanceof AppError)) return m.imageNotPicture;
  if (err.code === 'not_food') return err.message.charAt(0).toLowerCase() + err.message.slice(1);
  if (err.code === 'import_page_too_large') return fill(m.imageTooLarge, { max: MEGABYTES });
  if (err.code === 'import_not_a_page' || err.code === 'unsupported_media_type') return m.imageNotPicture;
  return m.imageUnreachable;
}

/** The bytes are an image the media pipeline takes (JPEG, PNG, WebP, AVIF), by their magic bytes. */
async function assertImage(bytes: Buffer) {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isMediaFormat(type.ext) || MEDIA_FORMATS[type.ext].kind !== 'image')
    throw AppError.unsupportedType('unsupported_media_type', m.imageNotPicture);
}

/**
 * The recipe's picture (docs/product.md#from-a-web-page): its address resolved against the page,
 * fetched as safely as the page (its own deadline and cap), then taken in as the user's upload
 * (the food check, the variants). A picture that cannot be had or is refused is a warning and no
 * image, never a failed import: the cook adds one in the form.
 */
export async function recipePicture(
  deps: UrlImportDeps,
  userId: number,
  imageUrl: string | null,
  base: URL,
): Promise<Picture> {
  if (imageUrl === null) return { image: null, warnings: [] };
  try {
    const fetched = await safeFetch(httpUrl(imageUrl, base), {
      allowPrivate: deps.allowPrivate,
      accept: IMAGE_ACCEPT,
      signal: AbortSignal.timeout(IMPORT_FETCH_TIMEOUT_MS),
    });
    await assertImage(fetched.body);
    const stored = await storeImageBytes(deps, userId, fetched.body);
    return { image: stored.secure_url, warnings: [] };
  } catch (err) {
    deps.log.info({ err, imageUrl }, 'an imported recipe’s picture was not used');
    return { image: null, warnings: [fill(trImport.warnings.imageRefused, { reason: reasonOf(err) })] };
  }
}
