import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { colors, contentWidth, left, rule } from './pdf-layout.ts';

type Doc = PDFKit.PDFDocument;

/** One line of the contents: a recipe's title, the page it starts on, its destination's name. */
export interface ContentsLine {
  readonly title: string;
  readonly page: number;
  readonly destination: string;
}

const ROW_HEIGHT = 22;
/** Lines per contents page: what fits under the heading between the margins at ROW_HEIGHT. */
export const CONTENTS_LINES_PER_PAGE = 28;
const NUMBER_WIDTH = 40;
const msg = trImport.export;

/** The first page: the folder's name and how many recipes it holds (each keeps its own author). */
export function writeCover(doc: Doc, name: string, count: number) {
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 14).fill(colors.accent);
  doc.y = doc.page.height * 0.32;
  doc.font('regular').fontSize(12).fillColor(colors.accent).text('Receptari', left(doc), doc.y, { width });
  doc.moveDown(0.6);
  doc.font('bold').fontSize(32).fillColor(colors.ink).text(name, { width });
  doc.moveDown(0.4);
  rule(doc);
  doc.moveDown(0.8);
  const recipes = fill(msg.cookbookRecipes, { n: count });
  doc.font('regular').fontSize(14).fillColor(colors.muted).text(recipes, { width });
}

/**
 * The contents on the pages reserved for them (from `firstPage`, CONTENTS_LINES_PER_PAGE each):
 * each title with its page number, the whole line a link to the recipe's first page.
 */
export function writeContents(doc: Doc, firstPage: number, lines: readonly ContentsLine[]) {
  for (let at = 0; at < lines.length; at += CONTENTS_LINES_PER_PAGE) {
    doc.switchToPage(firstPage + at / CONTENTS_LINES_PER_PAGE);
    const width = contentWidth(doc);
    doc.y = doc.page.margins.top;
    if (at === 0) {
      doc.font('bold').fontSize(22).fillColor(colors.accent).text(msg.contents, left(doc), doc.y, { width });
      rule(doc, doc.y + 2);
    }
    let y = doc.page.margins.top + 52;
    for (const line of lines.slice(at, at + CONTENTS_LINES_PER_PAGE)) {
      doc.font('regular').fontSize(11).fillColor(colors.ink);
      // One line each, cut with an ellipsis, so the reserved pages always hold their lines.
      doc.text(line.title, left(doc), y, {
        width: width - NUMBER_WIDTH - 8,
        height: doc.currentLineHeight(),
        ellipsis: true,
      });
      doc.fillColor(colors.muted).text(String(line.page), left(doc) + width - NUMBER_WIDTH, y, {
        width: NUMBER_WIDTH,
        align: 'right',
      });
      doc.goTo(left(doc), y - 3, width, ROW_HEIGHT - 2, line.destination);
      y += ROW_HEIGHT;
    }
  }
}
