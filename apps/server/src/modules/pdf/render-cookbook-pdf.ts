import { drawRecipe } from './draw-recipe.ts';
import { CONTENTS_LINES_PER_PAGE, type ContentsLine, writeContents, writeCover } from './cookbook-pages.ts';
import { openPdfDocument } from './pdf-document.ts';
import type { PdfImage } from './pdf-image.ts';
import { writeFooters } from './pdf-layout.ts';
import type { PdfRecipe } from './pdf-sections.ts';

export interface Cookbook<R extends PdfRecipe> {
  readonly name: string;
  /** Whose folder it is: the document's Author. */
  readonly author: string;
  readonly recipes: readonly R[];
  /** Each picture is read when its recipe is drawn, so only one waits in memory at a time. */
  readonly imageOf: (recipe: R) => Promise<PdfImage | null>;
}

/**
 * docs/product.md#export: a folder as one PDF: a cover, the contents (each title, its page and a
 * link to it), then each recipe from a new page, drawn as its own PDF draws it, each also a
 * bookmark. The contents' pages are set aside first and written once every recipe's page is known.
 */
export async function renderCookbookPdf<R extends PdfRecipe>(book: Cookbook<R>): Promise<Buffer> {
  const { doc, done } = await openPdfDocument({ Title: book.name, Author: book.author });
  writeCover(doc, book.name, book.recipes.length);
  const contentsPage = 1;
  for (let i = 0; i < Math.ceil(book.recipes.length / CONTENTS_LINES_PER_PAGE); i++) doc.addPage();
  const lines: ContentsLine[] = [];
  for (const recipe of book.recipes) {
    doc.addPage();
    const { start, count } = doc.bufferedPageRange();
    const destination = `recepta-${recipe.id}`;
    doc.addNamedDestination(destination);
    doc.outline.addItem(recipe.title);
    lines.push({ title: recipe.title, page: start + count, destination });
    drawRecipe(doc, recipe, await book.imageOf(recipe));
  }
  writeContents(doc, contentsPage, lines);
  writeFooters(doc, 1);
  doc.end();
  return done;
}
