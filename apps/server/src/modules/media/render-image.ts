import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH } from '@receptari/shared/media/media.rules';
import { IMAGE_VARIANT_WIDTHS, type ImageSize } from '@receptari/shared/recipes/recipes.rules';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export type RenderedImage = { original: Buffer; variants: Record<ImageSize, Buffer> };

const WEBP = { quality: 80 } as const;
const tooManyPixels = () =>
  AppError.invalid({ file: [fill(ca.media.tooManyPixels, { max: IMAGE_MAX_PIXELS / 1_000_000 })] });
const corrupt = () => AppError.invalid({ file: [ca.media.corruptImage] });

/** Sharp refuses a bomb with "Input image exceeds pixel limit"; anything else it refuses is a bad file. */
const refusal = (err: unknown) => (/pixel limit/i.test(String(err)) ? tooManyPixels() : corrupt());

// limitInputPixels is checked against the header, so a bomb is refused before any pixel is decoded
// (and again at decode time, should a header lie).
const options = { limitInputPixels: IMAGE_MAX_PIXELS };

/** Refuses an image whose header does not read, declares no size, or declares too many pixels. */
async function checkHeader(input: Buffer) {
  const meta = await sharp(input, options)
    .metadata()
    .catch((err: unknown) => {
      throw refusal(err);
    });
  if (!meta.width || !meta.height) throw corrupt();
}

/**
 * Re-encodes an uploaded image to WebP: upright (EXIF orientation applied), without any
 * metadata (sharp drops it unless asked to keep it: no location or camera data leaks), the
 * original capped at IMAGE_MAX_WIDTH plus the card and detail variants, never enlarged.
 */
export async function renderImage(input: Buffer): Promise<RenderedImage> {
  await checkHeader(input);
  try {
    // Decoded once; every size is encoded from the same upright, capped pixels.
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const encode = (width?: number) =>
      sharp(data, raw)
        .resize(width ? { width, withoutEnlargement: true } : undefined)
        .webp(WEBP)
        .toBuffer();
    const [original, card, detail] = await Promise.all([
      encode(),
      encode(IMAGE_VARIANT_WIDTHS.card),
      encode(IMAGE_VARIANT_WIDTHS.detail),
    ]);
    return { original, variants: { card, detail } };
  } catch (err) {
    throw refusal(err);
  }
}

/** Side of a stored profile picture, in pixels: twice the largest avatar the web shows. */
export const AVATAR_SIZE = 400;

/**
 * Re-encodes an uploaded profile picture to WebP: upright, without metadata, cropped to a centred
 * square and resized to AVATAR_SIZE (never enlarged). The same refusals as renderImage.
 */
export async function renderAvatar(input: Buffer): Promise<Buffer> {
  await checkHeader(input);
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}
