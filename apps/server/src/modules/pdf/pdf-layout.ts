import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';

type Doc = PDFKit.PDFDocument;

export const colors = {
  ink: '#1f2933',
  muted: '#6b7280',
  accent: '#b4532a',
  rule: '#e5d9cc',
  panel: '#fbf5ee',
} as const;

export const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when a block of this height would not fit, so blocks are never cut. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function rule(doc: Doc, y = doc.y) {
  doc
    .moveTo(left(doc), y)
    .lineTo(left(doc) + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(colors.rule)
    .stroke();
}

/** A section title kept with at least a few lines of its content. */
export function heading(doc: Doc, text: string) {
  doc.moveDown(1);
  ensureSpace(doc, 80);
  doc.font('bold').fontSize(15).fillColor(colors.accent).text(text, left(doc), doc.y);
  rule(doc, doc.y + 2);
  doc.y += 8;
}

const LABEL_HEIGHT = 12;
const VALUE_MAX_HEIGHT = 30;

/**
 * Label over value cells, `columns` to a row, on a tinted panel. A long value
 * (a category name) wraps to a second line and is cut with an ellipsis after it.
 */
export function factGrid(doc: Doc, cells: [string, string][], columns: number) {
  const pad = 12;
  const cellWidth = (contentWidth(doc) - pad * 2) / columns;
  const width = cellWidth - 8;
  doc.font('bold').fontSize(12);
  const rowHeights: number[] = [];
  cells.forEach(([, value], i) => {
    const row = Math.floor(i / columns);
    const height = Math.min(doc.heightOfString(value, { width }), VALUE_MAX_HEIGHT);
    rowHeights[row] = Math.max(rowHeights[row] ?? 0, LABEL_HEIGHT + height + 8);
  });
  const height = rowHeights.reduce((a, b) => a + b, 0) + pad * 2 - 8;
  ensureSpace(doc, height);
  const top = doc.y;
  doc.roundedRect(left(doc), top, contentWidth(doc), height, 6).fill(colors.panel);
  cells.forEach(([label, value], i) => {
    const row = Math.floor(i / columns);
    const x = left(doc) + pad + (i % columns) * cellWidth;
    const y = top + pad + rowHeights.slice(0, row).reduce((a, b) => a + b, 0);
    doc.font('regular').fontSize(9).fillColor(colors.muted);
    doc.text(label, x, y, { width, height: LABEL_HEIGHT, ellipsis: true });
    doc.font('bold').fontSize(12).fillColor(colors.ink);
    doc.text(value, x, y + LABEL_HEIGHT, { width, height: VALUE_MAX_HEIGHT, ellipsis: true });
  });
  doc.x = left(doc);
  doc.y = top + height;
}

/** Page numbers on every page from `from` on (a cookbook's cover has none), written last when the count is known. */
export function writeFooters(doc: Doc, from = 0) {
  const range = doc.bufferedPageRange();
  for (let i = range.start + from; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make PDFKit open a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 24;
    const label = fill(tr.pdf.page, { page: i + 1, pages: range.count });
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text('Receptari', left(doc), y, { lineBreak: false });
    doc.text(label, left(doc), y, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
