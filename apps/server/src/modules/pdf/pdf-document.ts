import { pdfFonts } from './pdf-fonts.ts';

type Doc = PDFKit.PDFDocument;

/**
 * An A4 document with the embedded fonts ('regular', 'bold'), its pages kept until the end so
 * page numbers (and a cookbook's contents) can be written last, and its bytes gathered whole in
 * memory: a failure half-way then becomes an error answer instead of a truncated download.
 * PDFKit is loaded by the first download, not when the server starts (a restart's time, issue 37).
 */
export async function openPdfDocument(info: { Title: string; Author?: string }): Promise<{
  doc: Doc;
  done: Promise<Buffer>;
}> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    lang: 'ca',
    displayTitle: true,
    info: { ...info, Creator: 'Receptari' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = pdfFonts();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return { doc, done };
}
