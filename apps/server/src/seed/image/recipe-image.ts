import { mkdir, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { IMAGE_VARIANT_WIDTHS, type ImageSize, variantPath } from '@receptari/shared/recipes/recipes.rules';
import sharp, { type Sharp } from 'sharp';
import { type DishArt, dishSvg } from './scene.ts';

/** Written aside and renamed, so an interrupted seed never leaves a half-written picture behind. */
async function writeAtomically(file: string, image: Sharp) {
  const tmp = `${file}.${process.pid}.tmp`;
  await image.toFile(tmp);
  await rename(tmp, file);
}

/**
 * Renders a dish illustration to WebP with its card and detail variants (as uploads have);
 * the same art and seed always give the same picture. The original is written last: its
 * presence means the whole set is there.
 */
export async function writeRecipeImage(file: string, art: DishArt, seed: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const svg = Buffer.from(dishSvg(art, seed));
  for (const [size, width] of Object.entries(IMAGE_VARIANT_WIDTHS) as [ImageSize, number][]) {
    await writeAtomically(
      variantPath(file, size),
      sharp(svg).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }),
    );
  }
  await writeAtomically(file, sharp(svg).webp({ quality: 80 }));
}
