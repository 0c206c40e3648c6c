import { Readable } from 'node:stream';
import { MEDIA_FORMATS, type MediaFormat } from '@receptari/shared/media/media.rules';
import { variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { collectBytes } from './limit-bytes.ts';
import { renderImage } from './render-image.ts';

/** What one upload became: its public URL and every stored key (to undo it). */
export type StoredUpload = { url: string; keys: string[] };

/** Stores each key in turn; if one fails, the ones already stored are removed. */
async function putAll(storage: MediaStorage, objects: [key: string, data: Buffer, contentType: string][]) {
  const done: string[] = [];
  try {
    for (const [key, data, contentType] of objects) {
      await storage.put(key, data, contentType);
      done.push(key);
    }
  } catch (err) {
    await removeAll(storage, done);
    throw err;
  }
}

export const removeAll = (storage: MediaStorage, keys: string[]) =>
  Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));

/**
 * The WebP and its variants in WebP and AVIF (the names variantPath() gives). The original goes
 * last: its presence means the whole set is there.
 */
export async function storeImage(
  storage: MediaStorage,
  key: string,
  chunks: AsyncIterable<Buffer>,
): Promise<StoredUpload> {
  const { original, variants } = await renderImage(await collectBytes(chunks));
  const main = `${key}.webp`;
  const objects: [string, Buffer, string][] = [
    ...variants.map(({ size, format, data }): [string, Buffer, string] => [
      variantPath(main, size, format),
      data,
      `image/${format}`,
    ]),
    [main, original, 'image/webp'],
  ];
  await putAll(storage, objects);
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
