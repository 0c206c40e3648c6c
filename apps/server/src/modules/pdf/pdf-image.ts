import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import sharp from 'sharp';

export type PdfImage = { data: Buffer; width: number; height: number };

/** Wide enough for a sharp A4 column at print size, small enough to keep the PDF light. */
const MAX_WIDTH = 1200;

/**
 * The file behind a `/media/...` URL, only if it lies inside the media
 * folder. Anything else (an external URL, `..`, a NUL, an absolute escape)
 * is refused, so a stored URL can never make the server read other files.
 */
export function mediaFile(mediaDir: string, url: string): string | null {
  if (!url.startsWith('/media/') || url.includes('\0') || url.includes('\\')) return null;
  const relative = url.slice('/media/'.length).split(/[?#]/)[0] ?? '';
  if (!relative || relative.split('/').some((part) => part === '..' || part === '.')) return null;
  const root = resolve(mediaDir);
  const file = resolve(root, relative);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * The recipe's picture as JPEG for PDFKit, which cannot read WebP. Tries the
 * large variant, then the original; a missing or unreadable file leaves the
 * picture out rather than failing the download.
 */
export async function loadPdfImage(mediaDir: string, urls: (string | null)[]): Promise<PdfImage | null> {
  for (const url of urls) {
    const file = url ? mediaFile(mediaDir, url) : null;
    if (!file) continue;
    try {
      const input = await readFile(file);
      const { data, info } = await sharp(input)
        .rotate()
        .resize({ width: MAX_WIDTH, withoutEnlargement: true })
        // JPEG has no alpha: transparent parts print white, like the page.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      // Missing or not an image: try the next candidate.
    }
  }
  return null;
}

/**
 * A recipe's picture for the PDF: the large variant the detail answers, else the stored original
 * (when no variant was made); none when neither can be read.
 */
export function loadRecipeImage(mediaDir: string, detailImage: string | null): Promise<PdfImage | null> {
  const original = detailImage?.replace(/-detail\.webp$/, '.webp') ?? null;
  return loadPdfImage(mediaDir, [detailImage, original]);
}
