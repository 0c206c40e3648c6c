import sharp from 'sharp';
import { keyOfUrl, type MediaStorage } from '../../storage/media-storage.ts';

export type PdfImage = { data: Buffer; width: number; height: number };

/** Wide enough for a sharp A4 column at print size, small enough to keep the PDF light. */
const MAX_WIDTH = 1200;

/**
 * The recipe's picture as JPEG for PDFKit, which cannot read WebP. Tries the
 * large variant, then the original; a missing or unreadable file leaves the
 * picture out rather than failing the download.
 */
export async function loadPdfImage(storage: MediaStorage, urls: (string | null)[]): Promise<PdfImage | null> {
  for (const url of urls) {
    const key = url ? keyOfUrl(storage, url) : null;
    if (!key) continue;
    try {
      const stream = await storage.open(key);
      if (!stream) continue;
      const input = Buffer.concat(await stream.toArray());
      const { data, info } = await sharp(input)
        .rotate()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        // JPEG has no alpha: transparent parts print white, like the page.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      // Not an image, or the store failed it: try the next candidate (the PDF goes without).
    }
  }
  return null;
}

/**
 * A recipe's picture for the PDF: the large variant the detail answers, else the stored original
 * (when no variant was made); none when neither can be read.
 */
export function loadRecipeImage(storage: MediaStorage, detailImage: string | null): Promise<PdfImage | null> {
  const original = detailImage?.replace(/-detail\.webp$/, '.webp') ?? null;
  return loadPdfImage(storage, [detailImage, original]);
}
