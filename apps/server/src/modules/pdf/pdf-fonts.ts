import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans, embedded: PDFKit's built-in Helvetica only knows WinAnsi, and
 * recipes are free text (ŀ, €, ñ, Greek, Cyrillic...). PDFKit subsets the
 * font, so each PDF carries only the glyphs it uses, with a ToUnicode map
 * that keeps the text searchable and extractable.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let cache: { regular: Buffer; bold: Buffer } | undefined;

/** Read once per process: the files are large and never change. */
export function pdfFonts() {
  cache ??= {
    regular: readFileSync(fontFile('DejaVuSans.ttf')),
    bold: readFileSync(fontFile('DejaVuSans-Bold.ttf')),
  };
  return cache;
}
