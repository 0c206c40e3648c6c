import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH } from '@receptari/shared/media/media.rules';
import {
  IMAGE_SIZES,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageFormat,
  type ImageSize,
} from '@receptari/shared/recipes/recipes.rules';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

export type ImageVariant = { size: ImageSize; format: ImageFormat; data: Buffer };
export type RenderedImage = { original: Buffer; variants: ImageVariant[] };

const WEBP = { quality: 80 } as const;
/**
 * AVIF at a quality that looks like WebP's 80: a photo in fewer bytes (a flat seed drawing in
 * about as many). Effort 1 of 9: three encodes per upload and seven files per seeded picture stay
 * quick on two cores; effort 2 saves ~15% more bytes at twice the time.
 */
const AVIF = { quality: 50, effort: 1 } as const;

/** An image encoded in one of the variants' formats, with the options every stored picture uses. */
export const encodeAs = (image: Sharp, format: ImageFormat) =>
  format === 'avif' ? image.avif(AVIF) : image.webp(WEBP);
const tooManyPixels = () =>
  AppError.invalid({ file: [fill(tr.media.tooManyPixels, { max: IMAGE_MAX_PIXELS / 1_000_000 })] });
const corrupt = () => AppError.invalid({ file: [tr.media.corruptImage] });

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
 * original capped at IMAGE_MAX_WIDTH plus every variant size in WebP and AVIF, never enlarged.
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
    const resized = (width?: number) =>
      sharp(data, raw).resize(width ? { width, withoutEnlargement: true } : undefined);
    const variant = async (size: ImageSize, format: ImageFormat): Promise<ImageVariant> => ({
      size,
      format,
      data: await encodeAs(resized(IMAGE_VARIANT_WIDTHS[size]), format).toBuffer(),
    });
    const [original, variants] = await Promise.all([
      encodeAs(resized(), 'webp').toBuffer(),
      Promise.all(
        IMAGE_SIZES.flatMap((size) => IMAGE_VARIANT_FORMATS.map((format) => variant(size, format))),
      ),
    ]);
    return { original, variants };
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
