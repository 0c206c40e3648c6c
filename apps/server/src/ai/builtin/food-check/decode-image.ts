import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@receptari/shared/media/media.rules';

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
