import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { IMAGE_MAX_PIXELS } from '@receptari/shared/media/media.rules';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../../../lib/app-error.ts';
import { findSkew, type GreyPixels } from './find-skew.ts';

/**
 * The photo's longer side for OCR. A phone photo of a card (3000x4000) is far sharper than tesseract
 * needs and slow to read; a small one (a chat's 1280 px) is enlarged: about 2000 px is a card or a
 * half page at 250-350 dpi, where the letters are the 20-40 px tall tesseract reads best.
 */
export const OCR_LONG_SIDE = 2000;
/** The skew is measured on a smaller copy: lines of text are still lines at this width. */
const SKEW_WIDTH = 800;
/** Below this (degrees), turning the page back would only blur it. */
const SKEW_MIN = 0.25;
/** How wide "around a pixel" is when telling ink from a dark table (SKEW_WIDTH pixels). */
const NEIGHBOURHOOD_SIGMA = 12;

const refusal = (err: unknown) =>
  /pixel limit/iu.test(String(err))
    ? AppError.invalid({ file: [fill(trImport.photo.tooManyPixels, { max: IMAGE_MAX_PIXELS / 1_000_000 })] })
    : AppError.invalid({ file: [trImport.photo.unreadable] });

const raw = (image: GreyPixels) => ({
  raw: { width: image.width, height: image.height, channels: 1 as const },
});

async function greyPixels(input: Sharp): Promise<GreyPixels> {
  const { data, info } = await input.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The page turned back level, by the angle its lines of text lie at. */
async function level(page: GreyPixels): Promise<Sharp> {
  const small = await greyPixels(sharp(page.data, raw(page)).resize({ width: SKEW_WIDTH }));
  const around = await greyPixels(sharp(small.data, raw(small)).blur(NEIGHBOURHOOD_SIGMA));
  const degrees = findSkew(small, around.data);
  const image = sharp(page.data, raw(page));
  return Math.abs(degrees) < SKEW_MIN ? image : image.rotate(-degrees, { background: '#ffffff' });
}

/**
 * The photo as tesseract reads best (docs/product.md#from-a-photo): upright by its EXIF orientation,
 * grey, scaled to OCR_LONG_SIDE, stretched to full contrast (off-white paper and faded ink become
 * white and black), its lines levelled (a card photographed turned by a degree or two), and
 * losslessly encoded (PNG, fast). A bomb is refused from its header.
 */
export async function prepareForOcr(photo: Buffer): Promise<Buffer> {
  try {
    const page = await greyPixels(
      sharp(photo, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .greyscale()
        .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside' })
        .normalise(),
    );
    return await (await level(page)).png({ compressionLevel: 1 }).toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}
