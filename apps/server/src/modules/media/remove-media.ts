import { IMAGE_SIZES, IMAGE_VARIANT_FORMATS, variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { removeAll } from './store-upload.ts';

/** Every variant file of a stored WebP, in every format. */
const variantsOf = (key: string) =>
  IMAGE_SIZES.flatMap((size) => IMAGE_VARIANT_FORMATS.map((format) => variantPath(key, size, format)));

/**
 * The storage keys behind a media URL this server stored: the file, and for a WebP image its
 * variants in WebP and AVIF (store-upload.ts). Only uploads count: a seed image or a foreign
 * URL names nothing to remove.
 */
export function storedKeysOf(storage: MediaStorage, url: string | null): string[] {
  if (!url) return [];
  const prefix = storage.urlOf('x').slice(0, -1);
  if (!url.startsWith(prefix)) return [];
  const key = url.slice(prefix.length);
  if (!/^uploads\/[0-9a-z/_-]+\.[0-9a-z]+$/.test(key) || key.includes('..')) return [];
  return key.endsWith('.webp') ? [key, ...variantsOf(key)] : [key];
}

/**
 * Removes the files of these URLs and their variants. Called after the commit that dropped the
 * rows naming them; a file that fails to go is left (never an error for the request).
 */
export async function removeMediaFiles(storage: MediaStorage, urls: (string | null)[]) {
  const keys = [...new Set(urls.flatMap((url) => storedKeysOf(storage, url)))];
  await removeAll(storage, keys);
}
