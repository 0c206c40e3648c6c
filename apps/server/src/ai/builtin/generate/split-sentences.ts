// List markers ("- ", "• ", "1. ", "2) ") open a line without being part of it.
const LIST_MARKER = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/u;

/**
 * The explanation's sentences: split at line breaks, semicolons and sentence ends (a point before a
 * space, so "1.5 kg" stays whole), with list markers removed.
 */
export function splitSentences(explanation: string): string[] {
  return explanation
    .split(/\n+/u)
    .map((line) => line.replace(LIST_MARKER, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+|;\s*/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** Words that open a new step, even inside a sentence: "..., després afegeix els ous". */
const SEQUENCE =
  '(?:primer(?:\\s+de\\s+tot)?|primero|first|despr[eé]s|despu[eé]s|a\\s+continuaci[oó]|seguidament|' +
  'llavors|aleshores|luego|then|next|after\\s+that|finalment|finalmente|finally|per\\s+acabar|' +
  'per\\s+[uú]ltim|por\\s+[uú]ltimo|quan|cuando|when|mentrestant|mentre|mientras|meanwhile)';

const CLAUSE_BREAK = new RegExp(`(?:,\\s*|\\s+(?:i|y|and)\\s+)(?=${SEQUENCE}\\b)`, 'giu');
const LEADING_SEQUENCE = new RegExp(`^${SEQUENCE}\\b`, 'iu');
// "quan"/"cuando"/"when" carry meaning ("quan bulli, ..."); the others only say the order.
const ORDER_ONLY = new RegExp(`^(?!quan|cuando|when|mentre|mientras|meanwhile)${SEQUENCE}[,:]?\\s+`, 'iu');

/** A sentence cut where a sequence word opens a new clause. */
export const splitClauses = (sentence: string): string[] =>
  sentence
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter(Boolean);

export const startsWithSequenceWord = (clause: string) => LEADING_SEQUENCE.test(clause);

/** A clause as a numbered step shows it: without "primer"/"després", capitalised, with a full stop. */
export function toStepText(clause: string): string {
  const body = clause
    .replace(/^[\s,;:.]+/u, '')
    .replace(ORDER_ONLY, '')
    .replace(/[\s,;:]+$/u, '')
    .trim();
  if (body === '') return '';
  const capitalised = body.charAt(0).toUpperCase() + body.slice(1);
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}
