import PDFDocument from 'pdfkit';
import { pdfFonts } from './pdf-fonts.ts';
import type { PdfImage } from './pdf-image.ts';
import { writeFooters } from './pdf-layout.ts';
import * as section from './pdf-sections.ts';

export type { PdfRecipe } from './pdf-sections.ts';

/**
 * The recipe as an A4 PDF, whole in memory: a failure half-way then becomes
 * an error answer instead of a truncated download, and the size is known.
 */
export function renderRecipePdf(recipe: section.PdfRecipe, image: PdfImage | null): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    lang: 'ca',
    displayTitle: true,
    info: { Title: recipe.title, Author: recipe.creador, Creator: 'Receptari' },
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

  section.writeTitle(doc, recipe);
  section.writeImage(doc, image);
  section.writeDescription(doc, recipe);
  section.writeFacts(doc, recipe);
  section.writeIngredients(doc, recipe);
  section.writeSteps(doc, recipe);
  section.writeNutrition(doc, recipe);
  writeFooters(doc);
  doc.end();
  return done;
}
