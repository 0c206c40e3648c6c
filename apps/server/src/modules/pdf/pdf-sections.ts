import { shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import { perLocale } from '@receptari/shared/i18n/intl';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { unitLabel } from '@receptari/shared/quantities/unit-label';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { colors, contentWidth, ensureSpace, factGrid, heading, left, rule } from './pdf-layout.ts';
import type { PdfImage } from './pdf-image.ts';

type Doc = PDFKit.PDFDocument;

/** An ingredient line as printed: the recipe's own, or adapted to other servings and units. */
export interface PdfIngredient {
  readonly name: string;
  readonly quantity: string;
  readonly unit: string;
}

export type PdfRecipe = Pick<
  RecipeDetail,
  | 'id'
  | 'title'
  | 'creador'
  | 'description'
  | 'prep_time'
  | 'cook_time'
  | 'servings'
  | 'category'
  | 'cuisine'
  | 'nutrition'
> & {
  readonly ingredients: readonly PdfIngredient[];
  readonly steps: readonly string[];
};

/** Catalan number format: a decimal comma, at most one decimal. */
const number = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));
const IMAGE_MAX_HEIGHT = 260;

export function writeTitle(doc: Doc, recipe: PdfRecipe) {
  doc
    .font('bold')
    .fontSize(24)
    .fillColor(colors.ink)
    .text(recipe.title, left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.2);
  doc
    .font('regular')
    .fontSize(12)
    .fillColor(colors.muted)
    .text(fill(tr.pdf.byAuthor, { name: recipe.creador }));
  doc.moveDown(0.6);
  rule(doc);
  doc.y += 14;
}

/** Scaled to the column and at most IMAGE_MAX_HEIGHT tall, centred. */
export function writeImage(doc: Doc, image: PdfImage | null) {
  if (!image) return;
  const scale = Math.min(contentWidth(doc) / image.width, IMAGE_MAX_HEIGHT / image.height, 1);
  const width = image.width * scale;
  const height = image.height * scale;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.image(image.data, left(doc) + (contentWidth(doc) - width) / 2, top, { width, height });
  doc.x = left(doc);
  doc.y = top + height + 14;
}

export function writeDescription(doc: Doc, recipe: PdfRecipe) {
  if (!recipe.description?.trim()) return;
  doc.font('regular').fontSize(11).fillColor(colors.ink);
  doc.text(recipe.description.trim(), left(doc), doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(0.8);
}

export function writeFacts(doc: Doc, recipe: PdfRecipe) {
  const cells: [string, string][] = [
    [tr.recipes.prepTime, `${recipe.prep_time} ${tr.pdf.minutes}`],
    [tr.recipes.cookTime, `${recipe.cook_time} ${tr.pdf.minutes}`],
    [tr.recipes.servings, String(recipe.servings)],
  ];
  if (recipe.category) cells.push([tr.pdf.category, shownCatalogName(recipe.category)]);
  if (recipe.cuisine) cells.push([tr.pdf.cuisine, shownCatalogName(recipe.cuisine)]);
  factGrid(doc, cells, 3);
}

export function writeIngredients(doc: Doc, recipe: PdfRecipe) {
  heading(doc, tr.recipes.ingredients);
  doc.font('regular').fontSize(11).fillColor(colors.ink);
  for (const ingredient of recipe.ingredients) {
    const amount = [ingredient.quantity, unitLabel(ingredient.unit, ingredient.quantity)]
      .filter(Boolean)
      .join(' ');
    const line = amount ? `${ingredient.name} - ${amount}` : ingredient.name;
    ensureSpace(doc, doc.heightOfString(line, { width: contentWidth(doc) - 14 }) + 4);
    const top = doc.y;
    doc.fillColor(colors.accent).text('•', left(doc), top);
    doc.fillColor(colors.ink).text(line, left(doc) + 14, top, { width: contentWidth(doc) - 14 });
    doc.y += 3;
  }
  doc.x = left(doc);
}

/** Numbered, each step's text hanging beside its number. */
export function writeSteps(doc: Doc, recipe: PdfRecipe) {
  heading(doc, tr.recipes.steps);
  const indent = 24;
  const width = contentWidth(doc) - indent;
  recipe.steps.forEach((step, i) => {
    doc.font('regular').fontSize(11);
    ensureSpace(doc, doc.heightOfString(step, { width, lineGap: 2 }) + 8);
    const top = doc.y;
    doc
      .font('bold')
      .fillColor(colors.accent)
      .text(`${i + 1}.`, left(doc), top);
    doc
      .font('regular')
      .fillColor(colors.ink)
      .text(step, left(doc) + indent, top, { width, lineGap: 2 });
    doc.y += 6;
  });
  doc.x = left(doc);
}

export function writeNutrition(doc: Doc, recipe: PdfRecipe) {
  heading(doc, tr.recipes.nutritionTitle);
  const n = recipe.nutrition;
  const value = (v: number | undefined, unit: string) =>
    v === undefined || v === null ? tr.pdf.notAvailable : `${number().format(v)} ${unit}`;
  factGrid(
    doc,
    [
      [tr.recipes.calories, value(n?.calories, 'kcal')],
      [tr.recipes.protein, value(n?.protein, 'g')],
      [tr.recipes.carbs, value(n?.carbs, 'g')],
      [tr.recipes.fats, value(n?.fats, 'g')],
    ],
    4,
  );
}
