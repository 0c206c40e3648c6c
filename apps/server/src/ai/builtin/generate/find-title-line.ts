import { plain } from './count-words.ts';
import { findServings } from './find-servings.ts';
import { hasVerbInPosition } from './cooking-verbs.ts';

/** An ingredient line: it opens with an amount and does nothing ("1 kg d'aletes de pollastre"). */
const isItemLine = (line: string) =>
  /^(?:[-*•·]\s*)?(?:\d|[½¼¾⅓⅔])/u.test(line) && !hasVerbInPosition(line) && !/[.!?]$/u.test(line);

/** How far down a title may stand: below a school assignment's or a prep sheet's header lines. */
const LINES_LOOKED = 8;
const MAX_TITLE_WORDS = 8;
/** What announces the ingredients below a title: "Ingredients:", "Ingredientes", "You need:". */
/** The heading of a part of the dish: "Per a la massa", "Para el caramelo", "For the sauce". */
const PART_HEADING = /^(?:per\s+a|per|pel|para|for|de|del|la|el|the)\s/u;
const INGREDIENTS_HEADING = /^(?:ingredients?|ingredientes|you\s+(?:will\s+)?need|necessitem|necesitas)\b/u;

/**
 * A note of its own in parentheses: "(del recetario de las Bodas de Oro, 1975-2025)". One that says
 * whom the dish is for ("(per a 4 persones)") is the servings line a title stands above.
 */
const isNoteLine = (line: string) => /^\(.*\)\.?$/u.test(line) && !isServingsNote(line);
const isServingsNote = (line: string) =>
  /^\(.*\)\.?$/u.test(line) && findServings(line.replace(/^\(|\)\.?$/gu, '')) !== null;
/** A line of prose, longer than any title: the cook's chatter between the name and the recipe. */
const isProseLine = (line: string) => line.split(/\s+/u).length > MAX_TITLE_WORDS;

/**
 * The line a title stands above, past the notes in parentheses and one line of chatter written under
 * the dish's name ("Kanda Poha\nMany residents asked me for my poha recipe...\nServes 3"): issue 34,
 * set 9, where a venue's or a newsletter's header stood above the name.
 */
function lineAfterNotes(lines: readonly string[], i: number): number {
  let at = i + 1;
  while (at < lines.length && isNoteLine(lines[at]!)) at += 1;
  if (at + 1 < lines.length && isProseLine(lines[at]!) && !isItemLine(lines[at]!)) {
    const after = lines[at + 1]!;
    // ... or the line that leads into them ("Per cassola:\n400 g d'arròs").
    const leadsIn = /:$/u.test(after) && isItemLine(lines[at + 2] ?? '');
    if (findServings(after) !== null || isItemLine(after) || isLabelledItemLine(after) || leadsIn) at += 1;
  }
  return at;
}

/** A part's label before its list: "BARA: 2 cups flour, 1 tsp instant yeast". */
const isLabelledItemLine = (line: string) =>
  /^\p{L}+:\s*(?:\d|[½¼¾⅓⅔])/u.test(line) && !hasVerbInPosition(line);

/**
 * A line that is a dish's name by where it stands, whatever its words: a short line of its own,
 * with no digit, no label ("Name: Priya S.") and no closing stop, right above the line that gives
 * the servings or yield ("Croquetas de jamón\nSalen 24 croquetas.", "Brown Soda Bread\nOne loaf.")
 * or the ingredients. A header above it ("Trabajo de Lengua – 2º ESO") is no title.
 */
export function findTitleLine(explanation: string): string | null {
  const lines = explanation
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, LINES_LOOKED);
  let weak: string | undefined;
  for (const [i, whole] of lines.entries()) {
    // Whom it is for, in parentheses after the name ("Chilaquiles verdes (para 4)"), is no part of it.
    const line = withoutServingsNote(whole);
    const nextAt = lineAfterNotes(lines, i);
    // The servings of a note in parentheses ("visita (grups de 20 persones)") are not the dish's.
    const below = lines[nextAt];
    const next =
      below && isServingsNote(below) ? below.slice(1, -1) : below?.replace(/\([^)]*\)/gu, ' ').trim();
    // A comma may part a dish's name ("Seared salmon, beurre blanc, samphire"), never end a
    // greeting's line ("Hola Núria,").
    if (next === undefined || /[:.!?;]|,$/u.test(line) || line.split(/\s+/u).length > MAX_TITLE_WORDS)
      continue;
    if (!/^\p{Lu}/u.test(line)) continue;
    // Servings said in a paragraph ("Now, love, this serves six.") mark a title only when no line
    // below stands as one: above "Dimecres, partit... Surten 40 croquetes" stands a club's name.
    const servings = findServings(next) !== null;
    // A number inside a name ("Engine 42 Lasagna") only right above a line of its servings: elsewhere
    // a line with a digit is an ingredient, a date or a header.
    if (/\d/u.test(line) && !(servings && !isProseLine(next))) continue;
    if (servings && isProseLine(next)) {
      weak ??= line;
      continue;
    }
    if (
      servings ||
      ONE_LOAF.test(plain(next)) ||
      YIELD_LINE.test(plain(next)) ||
      INGREDIENTS_HEADING.test(plain(next))
    )
      return line;
    // Right above the first ingredient ("Aletes de pollastre a la fregidora d'aire\n1 kg d'aletes"), or
    // above the line that leads into them ("For the 4 of us up at the lake:\n2 cups flour").
    // Lower down, only above the text's first ingredient, after a greeting or a mail's chatter ("Hola
    // Núria,\nAnna\nPanellets de pinyons\n250 g d'ametlla"): a part's heading ("Per a la massa")
    // above a later block is no dish's name.
    const item = /:$/u.test(next) ? lines[nextAt + 1] : next;
    const firstBlock = i === 0 || (!lines.slice(0, i).some(isItemLine) && !PART_HEADING.test(plain(line)));
    if (
      firstBlock &&
      item !== undefined &&
      (isItemLine(item) || isLabelledItemLine(item)) &&
      !INGREDIENTS_HEADING.test(plain(line))
    )
      return line;
  }
  return weak ?? null;
}

/** A line without its closing servings, in parentheses or not: "Chilaquiles verdes (para 4)", "Macarrons per a 14". */
function withoutServingsNote(line: string): string {
  const note = /\s*\(([^()]*)\)$|\s+((?:per\s+a|per|para|for)\s+\d+(?:\s+\p{L}+)?)$/u.exec(line);
  return note && findServings(note[1] ?? note[2]!) !== null ? line.slice(0, note.index) : line;
}

/** A yield of pieces on a line of its own: "Para unas 40 figuritas.", "Surten uns 30.", "Makes 12 scones". */
const YIELD_LINE =
  /^(?:per\s+a|para|for|makes|yields?|surten|salen|rinde|rendeix)\s+(?:(?:unes|uns|unos|unas|about|around|aprox\p{L}*)\s+)?\d+(?:\s+\p{L}+)?\.?$/u;

/** A yield of one whole thing: "One loaf.", "Un pa.", "1 tray", "Una coca". */
const ONE_LOAF =
  /^(?:one|a|un|una|1)\s+(?:loaf|tray|cake|tart|pie|pa|coca|pastis|barra|hogaza|bandeja|safata|tarta|tin)\b\.?$/u;

/**
 * The recipe from its title line on: what a blog or an assignment writes above the dish's name (a
 * story, a header) is no step and no ingredient. A text without such a line is all recipe.
 */
export function fromTitleLine(explanation: string): string {
  const line = findTitleLine(explanation);
  if (line === null) return explanation;
  return explanation.slice(explanation.indexOf(line));
}
