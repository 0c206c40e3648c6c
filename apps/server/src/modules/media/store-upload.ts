import { Readable } from 'node:stream';
import { MEDIA_FORMATS, type MediaFormat } from '@receptari/shared/media/media.rules';
import { variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { collectBytes } from './limit-bytes.ts';
import { type RenderedImage, renderImage } from './render-image.ts';

/** What one upload became: its public URL and every stored key (to undo it). */
export type StoredUpload = { url: string; keys: string[] };

/**
 * Stores every key at once (with a bucket each put is a round trip: docs/decisions/0022); if one
 * fails, the ones stored are removed. The row naming them is written only after all are stored.
 */
async function putAll(storage: MediaStorage, objects: [key: string, data: Buffer, contentType: string][]) {
  const results = await Promise.allSettled(
    objects.map(([key, data, contentType]) => storage.put(key, data, contentType)),
  );
  const failure = results.find((r) => r.status === 'rejected');
  if (!failure) return;
  await removeAll(
    storage,
    objects.filter((_, i) => results[i]?.status === 'fulfilled').map(([key]) => key),
  );
  throw failure.reason;
}

export const removeAll = (storage: MediaStorage, keys: string[]) =>
  Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));

/**
 * The WebP and its variants in WebP and AVIF (the names variantPath() gives). The variants go at
 * once, the original after them: its presence means the whole set is there.
 */
export async function storeImage(
  storage: MediaStorage,
  key: string,
  chunks: AsyncIterable<Buffer>,
): Promise<StoredUpload> {
  return storeRendered(storage, key, await renderImage(await collectBytes(chunks)));
}

/** A rendered image's original and variants, stored under `key` (the bench times this alone). */
export async function storeRendered(
  storage: MediaStorage,
  key: string,
  { original, variants }: RenderedImage,
): Promise<StoredUpload> {
  const main = `${key}.webp`;
  const objects: [string, Buffer, string][] = variants.map(({ size, format, data }) => [
    variantPath(main, size, format),
    data,
    `image/${format}`,
  ]);
  await putAll(storage, objects);
  try {
    await storage.put(main, original, 'image/webp');
  } catch (err) {
    await removeAll(
      storage,
      objects.map(([k]) => k),
    );
    throw err;
  }
  objects.push([main, original, 'image/webp']);
  return { url: storage.urlOf(main), keys: objects.map(([k]) => k) };
}

/** Videos are kept as sent once checkVideo found them whole and playable, streamed to storage. */
export async function storeVideo(
  storage: MediaStorage,
  key: string,
  format: MediaFormat,
  chunks: AsyncIterable<Buffer>,
): Promise<StoredUpload> {
  const file = `${key}.${format}`;
  await storage.put(file, Readable.from(chunks), MEDIA_FORMATS[format].mime);
  return { url: storage.urlOf(file), keys: [file] };
}
