import { hasVerbInPosition } from './cooking-verbs.ts';

/** A money amount: a cost sheet's price column ("0,55 €", "$1.20", "£3"). */
const MONEY = /[€$£¥]|\b(?:eur|euros?|usd|gbp)\b/iu;
const AMOUNT_CELL = /^(?:\d|[½¼¾⅓⅔])/u;
const SEPARATOR_ROW = /^[\s|:+\-–=]+$/u;
/** A unit standing in a column of its own ("| 1 | l |", "| 200 | g |", "| 8 | u |"). */
const UNIT_CELL =
  /^(?:k?g|mg|[mcd]?l|oz|lbs?|tsp|tbsp|cups?|pcs?|u|uds?\.?|unit(?:ats?|ades?|s)?|unidad(?:es)?|c\.?s\.?|c\.?c\.?|cdas?\.?|cdtas?\.?)$/iu;
/** A count unit, which a list leaves unwritten ("8 u" → "8 rovells"). */
const COUNT_UNIT = /^(?:u|uds?\.?|unit(?:ats?|ades?|s)?|unidad(?:es)?|pcs?)$/iu;

const cellsOf = (line: string) =>
  line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);

/**
 * One row of a table as a cook's line: "Llet sencera | 500 ml | 0,55 €" → "500 ml Llet sencera", the
 * amount before the food as a list writes it, without the price; a unit in a column of its own
 * ("| Llet sencera | 1 | l |") follows its amount, a count unit ("u") is left out. A row that acts ("1 | Bateu els ous
 * | 5 min") keeps its words in order.
 */
function rowAsLine(cells: readonly string[]): string {
  const kept = cells.filter((cell) => !MONEY.test(cell));
  const at = kept.findIndex((cell) => AMOUNT_CELL.test(cell));
  const amount = at < 0 ? undefined : kept[at];
  const next = kept[at + 1];
  const unit = at >= 0 && next !== undefined && UNIT_CELL.test(next) ? next : undefined;
  const name = kept.find(
    (cell, i) => /\p{L}{2}/u.test(cell) && !AMOUNT_CELL.test(cell) && !(unit && i === at + 1),
  );
  if (name === undefined || amount === undefined || hasVerbInPosition(name)) return kept.join(' ');
  return unit === undefined || COUNT_UNIT.test(unit) ? `${amount} ${name}` : `${amount} ${unit} ${name}`;
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
