import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import {
  IMAGE_SIZES,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  variantPath,
} from '@receptari/shared/recipes/recipes.rules';
import sharp from 'sharp';
import { encodeAs } from '../../modules/media/index.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { type DishArt, dishSvg } from './scene.ts';

/**
 * Renders a dish illustration to WebP with its variants in WebP and AVIF (as uploads have) and
 * stores them under `key`; the same art and seed always give the same picture. Each object is
 * stored whole or not at all (media-storage.ts), and the original goes last: its presence means
 * the whole set is there.
 */
export async function writeRecipeImage(
  storage: MediaStorage,
  key: string,
  art: DishArt,
  seed: number,
): Promise<void> {
  // Drawn once; every file is encoded from the same pixels.
  const { data, info } = await sharp(Buffer.from(dishSvg(art, seed)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const size of IMAGE_SIZES) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const resized = pixels().resize({ width: IMAGE_VARIANT_WIDTHS[size], withoutEnlargement: true });
      const bytes = await encodeAs(resized, format).toBuffer();
      await storage.put(variantPath(key, size, format), bytes, MEDIA_FORMATS[format].mime);
    }
  }
  await storage.put(key, await encodeAs(pixels(), 'webp').toBuffer(), MEDIA_FORMATS.webp.mime);
}
