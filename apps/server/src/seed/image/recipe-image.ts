import { mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  IMAGE_SIZES,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  variantPath,
} from '@receptari/shared/recipes/recipes.rules';
import sharp, { type Sharp } from 'sharp';
import { encodeAs } from '../../modules/media/index.ts';
import { type DishArt, dishSvg } from './scene.ts';

/** Written aside and renamed, so an interrupted seed never leaves a half-written picture behind. */
async function writeAtomically(file: string, image: Sharp) {
  const tmp = `${file}.${process.pid}.tmp`;
  await image.toFile(tmp);
  await rename(tmp, file);
}

/**
 * Renders a dish illustration to WebP with its variants in WebP and AVIF (as uploads have);
 * the same art and seed always give the same picture. The original is written last: its
 * presence means the whole set is there.
 */
export async function writeRecipeImage(file: string, art: DishArt, seed: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Drawn once; every file is encoded from the same pixels.
  const { data, info } = await sharp(Buffer.from(dishSvg(art, seed)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  for (const size of IMAGE_SIZES) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const resized = pixels().resize({ width: IMAGE_VARIANT_WIDTHS[size], withoutEnlargement: true });
      await writeAtomically(variantPath(file, size, format), encodeAs(resized, format));
    }
  }
  await writeAtomically(file, encodeAs(pixels(), 'webp'));
}
