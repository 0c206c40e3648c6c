import { hasVerbInPosition } from './cooking-verbs.ts';

/** A money amount: a cost sheet's price column ("0,55 €", "$1.20", "£3"). */
const MONEY = /[€$£¥]|\b(?:eur|euros?|usd|gbp)\b/iu;
const AMOUNT_CELL = /^(?:\d|[½¼¾⅓⅔])/u;
const SEPARATOR_ROW = /^[\s|:+\-–=]+$/u;

const cellsOf = (line: string) =>
  line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);

/**
 * One row of a table as a cook's line: "Llet sencera | 500 ml | 0,55 €" → "500 ml Llet sencera", the
 * amount before the food as a list writes it, without the price. A row that acts ("1 | Bateu els ous
 * | 5 min") keeps its words in order.
 */
function rowAsLine(cells: readonly string[]): string {
  const kept = cells.filter((cell) => !MONEY.test(cell));
  const name = kept.find((cell) => /\p{L}{2}/u.test(cell) && !AMOUNT_CELL.test(cell));
  const amount = kept.find((cell) => AMOUNT_CELL.test(cell));
  if (name === undefined || amount === undefined || hasVerbInPosition(name)) return kept.join(' ');
  return `${amount} ${name}`;
}

/**
 * A recipe kept as a table (a restaurant's cost sheet, a spreadsheet pasted with "|" columns): its
 * header row ("Ingredient | Quantitat | Cost") and rule rows are no ingredients, and each other row is
 * read as a line "amount food". A text with fewer than two such rows is returned as it is.
 */
export function readTableRows(text: string): string {
  const lines = text.split('\n');
  const rows = lines.filter((line) => cellsOf(line).length >= 2 && line.includes('|'));
  if (rows.length < 2) return text;
  return lines
    .filter((line) => !(line.includes('|') && SEPARATOR_ROW.test(line)))
    .filter((line) => !(rows.includes(line) && !/\d/u.test(line)))
    .map((line) => (rows.includes(line) ? rowAsLine(cellsOf(line)) : line))
    .join('\n');
}
