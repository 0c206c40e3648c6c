import { hasActionVerb } from './cooking-verbs.ts';

/** Words a sentence cannot end on: a line that stops on one was cut by the page, not by the cook. */
const OPEN_END =
  /(?<!\p{L})(?:de|d['’]|del|dels|la|el|les|els|l['’]|i|y|and|amb|con|with|of|the|a|an|en|al|per|para|to|que|un|una|or|o)$/iu;
/** A line of prose (words, no amount first) long enough that it was wrapped rather than listed. */
const PROSE_WORDS = 5;
// Wrapped prose ends its sentences with stops; telegraphic notes ("posa la xoco i fes boletes\nal
// forn a 180") do not, and keep their lines.
const SENTENCE_END = /[.!?](?:\s|$)/u;
const STARTS_WITH_AMOUNT = /^\s*(?:[-*•·]|\d|[½¼¾⅓⅔])/u;

/**
 * A card copied or photographed with its lines broken by the page ("Bulliu la llet amb la pell de
 * llimona i la\ncanyella.", "200 g de\nsucre"): a line that does not end a sentence, followed by one
 * that goes on in lowercase, is one line. Lists keep their lines: an item ("oli per fregir") ends on a
 * word, opens with an amount or is too short to be wrapped prose.
 */
export function joinWrappedLines(text: string): string {
  const lines = text
    .split('\n')
    // A forum reply's quote ("> anyone got a no-fuss mac and cheese?") is someone else's words.
    .filter((line) => !/^\s*>/u.test(line))
    // A card read by OCR writes a one as an "l" before a digit ("remenant l0 minuts").
    .map((line) => line.replace(/(?<![\p{L}\d])l(?=\d+\s*\p{L})/gu, '1'));
  const joined: string[] = [];
  for (const line of lines) {
    const last = joined.at(-1);
    const previous = last?.trimEnd() ?? '';
    const goesOn =
      last !== undefined &&
      /^\s*\p{Ll}/u.test(line) &&
      /[\p{L}\d]$/u.test(previous) &&
      (OPEN_END.test(previous) ||
        // Telegraphic steps each open with their verb ("batir huevos\nañadir aceite"): each its own line.
        (!hasActionVerb(line.trim().split(/\s+/u)[0] ?? '') &&
          !STARTS_WITH_AMOUNT.test(previous) &&
          previous.split(/\s+/u).length >= PROSE_WORDS &&
          (SENTENCE_END.test(previous) || SENTENCE_END.test(line))));
    // A word the page hyphenated at the line's end ("Per a 6 per-\nsones", "150 g de su-\ncre") is one word.
    const hyphenated = last !== undefined && /\p{L}-$/u.test(previous) && /^\s*\p{Ll}/u.test(line);
    if (hyphenated) joined[joined.length - 1] = `${previous.slice(0, -1)}${line.trim()}`;
    else if (goesOn) joined[joined.length - 1] = `${previous} ${line.trim()}`;
    else joined.push(line);
  }
  return joined.join('\n');
}
