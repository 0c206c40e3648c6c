import type { PdfImage } from './pdf-image.ts';
import * as section from './pdf-sections.ts';

/**
 * One recipe from the document's current position on: title and author, picture, description,
 * facts, ingredients, steps and nutrition. The recipe's own PDF and every recipe of a cookbook
 * are drawn by this one function.
 */
export function drawRecipe(doc: PDFKit.PDFDocument, recipe: section.PdfRecipe, image: PdfImage | null) {
  section.writeTitle(doc, recipe);
  section.writeImage(doc, image);
  section.writeDescription(doc, recipe);
  section.writeFacts(doc, recipe);
  section.writeIngredients(doc, recipe);
  section.writeSteps(doc, recipe);
  section.writeNutrition(doc, recipe);
}
