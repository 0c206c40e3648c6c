import { hasActionVerb } from './cooking-verbs.ts';
import { plain } from './count-words.ts';
import { minutesIn } from './read-durations.ts';
// List markers ("- ", "• ", "1. ", "2) ", "1 - ") open a line without being part of it.
const LIST_MARKER = /^\s*(?:[-*•·]|\d{1,2}[.)]|\d{1,2}\s+[-–](?=\s+\p{L}))\s+/u;
const NUMBERED_LINE = /^\s*\d{1,2}[.)]\s+\p{L}/u;
/**
 * Steps numbered inside a line ("Passos: 1) Renta... 2) Pica..."): "N)" anywhere, "N." only after a
 * sentence's end or a colon, so "1.5 kg" and "a 180 graus. 2 ous" (no space-led marker) stay whole.
 */
const INLINE_NUMBER =
  /(?:^|(?<=[.!?:;]\s*)|\s)(?:(?:pas|paso|step)\s*\d{1,2}\s*[:.)\-–]\s*|\d{1,2}\)\s+)|(?<=[.!?:]\s+)\d{1,2}\.\s+(?=\p{L})/iu;
// The Unicode sentence rules (UAX 29) through Node's ICU: "aprox. 5 min" and "1,5 kg." stay whole.
const segmenter = new Intl.Segmenter('ca', { granularity: 'sentence' });
/**
 * A sentence the cook began in lowercase ("bull-ho. tira l'arròs") or with an amount ("25 min. 2 l de
 * brou") is still a sentence, which the Unicode rules leave joined; an abbreviation's point is not an end
 * (an old print's grams: "400 grs. de mongetes").
 */
const LOWERCASE_START =
  /(?<=(?<![\s(](?:aprox|approx|p\.ex|etc|n[uú]m|p[aà]g|vs|c\/u|cdas?|cdtas?|cditas?|tbsp|tsp|oz|lb|lbs|pkg|grs?))\.)\s+(?=\p{Ll}|\d|[½¼¾⅓⅔])/u;

export const sentencesOf = (line: string) =>
  [...segmenter.segment(line)]
    .map((s) => s.segment)
    .flatMap((s) => s.split(LOWERCASE_START))
    .flatMap((s) => s.split(/;\s*|\s+\|\s+|\s+·\s+/u));

/** The lines' pieces, each said to be a numbered step or not, and whether its line opens a list at "1.". */
const piecesOf = (explanation: string) =>
  explanation.split(/\n+/u).flatMap((line) => {
    const numbered = NUMBERED_LINE.test(line);
    const opensList = /^\s*1[.)]\s/u.test(line);
    const [first = '', ...items] = line.replace(LIST_MARKER, '').split(INLINE_NUMBER);
    return [
      { text: first, numbered, opensList },
      ...items.map((text) => ({ text, numbered: true, opensList: false })),
    ];
  });

type Piece = ReturnType<typeof piecesOf>[number];

/**
 * A blog's table of contents ("1. ¿Por qué te van a encantar? 2. Ingredientes 3. Receta") above the
 * method numbered again from 1: a numbered list where nothing is done, followed by another, is no
 * step (issue 34, set 13). Two methods numbered apart ("Per a la massa: 1. ...") both act and stay.
 */
function withoutContentsList(pieces: readonly Piece[]): readonly Piece[] {
  const starts = pieces.flatMap((p, i) => (p.opensList ? [i] : []));
  if (starts.length < 2) return pieces;
  const contents = new Set<number>();
  for (const [k, start] of starts.slice(0, -1).entries()) {
    const items = pieces.slice(start, starts[k + 1]).flatMap((p, i) => (p.numbered ? [start + i] : []));
    if (items.every((i) => !hasActionVerb(pieces[i]!.text))) for (const i of items) contents.add(i);
  }
  return pieces.filter((_p, i) => !contents.has(i));
}

/**
 * The steps a text numbers itself ("1. Pelar...", "Paso 2: ...", "Step 3:"), or null when it numbers
 * fewer than two: where a cook numbers the method, what stands outside the numbers (the ingredient
 * block above, a teacher's tip or the ward's observations below) is no step, unless a line after
 * them times something done ("Let it cool for 10 minutes before slicing."; a vet's "urgències 24 h"
 * times nothing done: set 17).
 */
export function numberedSteps(explanation: string): string[] | null {
  const pieces = withoutContentsList(piecesOf(explanation));
  const first = pieces.findIndex((p) => p.numbered);
  if (pieces.filter((p) => p.numbered).length < 2) return null;
  return pieces
    .slice(first)
    .flatMap((p) =>
      p.numbered ? [p.text] : sentencesOf(p.text).filter((s) => minutesIn(plain(s)) > 0 && hasActionVerb(s)),
    )
    .map((text) => text.trim())
    .filter((text) => /\p{L}/u.test(text));
}

/**
 * The explanation's sentences: split at line breaks, at inline step numbers and by the Unicode
 * sentence rules, then at semicolons and the bars and dots of notes ("prep 5' · cocció 20'"), with
 * list markers and step numbers removed.
 */
export function splitSentences(explanation: string): string[] {
  const pieces = piecesOf(explanation);
  // A text that numbers its steps divides them itself: "1. Salo els filets i els dauro. Els reservo."
  // is one step, however many sentences it holds.
  const numbersSteps = pieces.filter((p) => p.numbered).length >= 2;
  return pieces
    .flatMap(({ text, numbered }) => (numbersSteps && numbered ? [text] : sentencesOf(text)))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** Words that open a new step, even inside a sentence: "..., després afegeix els ous". */
const SEQUENCE =
  "(?:primer(?:\\s+de\\s+tot)?|primero|first|l'endem[aà]|l’endem[aà]|al\\s+dia\\s+seg[uü]ent|al\\s+d[ií]a\\s+siguiente|the\\s+next\\s+day|" +
  'despr[eé]s|despu[eé]s|a\\s+continuaci[oó]|seguidament|' +
  'llavors|aleshores|luego|then|next|after\\s+that|finalment|finalmente|finally|per\\s+acabar|' +
  'per\\s+[uú]ltim|por\\s+[uú]ltimo|al\\s+final|at\\s+the\\s+end|to\\s+finish|para\\s+terminar|quan|cuando|when|mentrestant|mentre|mientras(?:\\s+tanto)?|meanwhile)';

// \\b is ASCII-only: "l'endemà" ends in a letter it does not know.
// "stirring now and then", "de tant en tant": an idiom of frequency, not the next step.
const CLAUSE_BREAK = new RegExp(
  `(?:,\\s*(?:(?:i|y|and)\\s+)?|(?<!\\bnow)\\s+(?:i|y|and)\\s+)(?=${SEQUENCE}(?!\\p{L}))`,
  'giu',
);
const LEADING_SEQUENCE = new RegExp(`^${SEQUENCE}(?!\\p{L})`, 'iu');
// "quan"/"cuando"/"when" carry meaning ("quan bulli, ..."); the others only say the order.
const ORDER_ONLY = new RegExp(`^(?!quan|cuando|when|mentre|mientras|meanwhile)${SEQUENCE}[,:]?\\s+`, 'iu');

/** Run-on text with no comma ("pongo a hervir agua y cuando hierve echo... luego mezclo"): the sequence word alone cuts. */
const RUN_ON_BREAK = new RegExp(`\\s+(?:(?:i|y|and)\\s+)?(?=${SEQUENCE}(?!\\p{L}))`, 'giu');
const RUN_ON_WORDS = 20;
const isRunOn = (sentence: string) =>
  !sentence.includes(',') && sentence.split(/\s+/u).length >= RUN_ON_WORDS;

/** A sentence cut where a sequence word opens a new clause. */
export const splitClauses = (sentence: string): string[] =>
  sentence
    .split(isRunOn(sentence) ? RUN_ON_BREAK : CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter(Boolean);

/**
 * A sentence cut into its steps' clauses: a clause set between commas after "and" stays with the
 * action it opens ("Vierte el caldo y, cuando hierva, echa el arroz"; "Se echa el agua con sal y,
 * cuando hierva, la harina"). Times and names still read it apart ("mientras tanto corto... y,
 * cuando la cebolla está transparente, los añado" times the adding).
 */
export const splitStepClauses = (sentence: string): string[] =>
  splitClauses(sentence).reduce<string[]>((kept, clause) => {
    const last = kept.length - 1;
    if (last >= 0 && /(?:^|\s)(?:i|y|and)$/iu.test(kept[last]!)) kept[last] += `, ${clause}`;
    else kept.push(clause);
    return kept;
  }, []);

export const startsWithSequenceWord = (clause: string) => LEADING_SEQUENCE.test(clause);

/** What opens a step without being part of it: a heading ("Passos:"), a number ("2)"), a bullet, an arrow. */
const STEP_OPENING =
  /^(?:(?:passos|pasos|steps|preparaci[oó]n?|elaboraci[oó]n?|modo\s+de\s+preparaci[oó]n|method|instructions|directions|instruccions|instrucciones|m[eè]tode|m[eé]todo|procediment|procedimiento)\s*:\s*)?(?:\d{1,2}[.)]\s+|[-–*•·>]+\s*|->\s*)*/iu;

/** Commas and full stops the cook doubled or spaced (",,", " ,"): one, after its word. */
export const tidyPunctuation = (text: string) =>
  text
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
    .replace(/\.{2,}(?!\.)/gu, '.')
    .replace(/\s{2,}/gu, ' ')
    .trim();

/** A clause as a numbered step shows it: without "primer"/"després" or numbering, capitalised, with a full stop. */
export function toStepText(clause: string): string {
  const body = tidyPunctuation(clause)
    .replace(/^[\s,;:.]+/u, '')
    .replace(STEP_OPENING, '')
    .replace(ORDER_ONLY, '')
    .replace(/[\s,;:]+$/u, '')
    .trim();
  if (body === '') return '';
  const capitalised = body.charAt(0).toUpperCase() + body.slice(1);
  return /[.!?]$/u.test(capitalised) ? capitalised : `${capitalised}.`;
}
