import { drawRecipe } from './draw-recipe.ts';
import { openPdfDocument } from './pdf-document.ts';
import type { PdfImage } from './pdf-image.ts';
import { writeFooters } from './pdf-layout.ts';
import type { PdfRecipe } from './pdf-sections.ts';

export type { PdfRecipe } from './pdf-sections.ts';

/** The recipe as an A4 PDF, whole in memory (pdf-document.ts says why). */
export async function renderRecipePdf(recipe: PdfRecipe, image: PdfImage | null): Promise<Buffer> {
  const { doc, done } = await openPdfDocument({ Title: recipe.title, Author: recipe.creador });
  drawRecipe(doc, recipe, image);
  writeFooters(doc);
  doc.end();
  return done;
}
