import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@receptari/shared/media/media.rules';
import { DETECTOR_SIZE, EXPLICIT_SIZE, type ModelInputs } from './model-inputs.ts';

/**
 * Decodes any image sharp reads to raw RGB, squashed to a fixed square (`fill`, no crop, so
 * nothing at the edges is lost). Alpha is flattened on white, the way a page shows it.
 * `limitInputPixels` refuses a decompression bomb before decoding.
 */
export async function decodeToRgb(image: Buffer, side: number): Promise<Buffer> {
  return sharp(image, { limitInputPixels: IMAGE_MAX_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
}

/**
 * Decodes an image for both models. This stays on the main thread: sharp works on libuv's
 * thread pool, so it does not hold the event loop, and keeping sharp out of the scoring
 * worker avoids its known crash when a thread using libvips is terminated (lovell/sharp#2263).
 */
export async function decodeForModels(image: Buffer): Promise<ModelInputs> {
  const detector = await decodeToRgb(image, DETECTOR_SIZE);
  const explicit = await decodeToRgb(image, EXPLICIT_SIZE);
  return { detector, explicit };
}
