/**
 * What tesseract read from a recipe card, made into lines a cook would recognise
 * (docs/product.md#from-a-photo): specks and rules of the paper dropped, block capitals turned into
 * sentence case, the usual misreadings of handwriting in capitals ("|" for I, "4OO" for 400) fixed,
 * and words cut at a line's end joined again.
 */

/** A line worth keeping has letters or digits for at least half of what it writes. */
const MIN_WORD_SHARE = 0.5;
/** Three letters or more, four in five of them capitals: a line written in block capitals. */
const CAPITALS_SHARE = 0.8;

// Catalan weak pronouns written after a hyphen ("posa-hi", "afegeix-les"): a hyphen before them at a
// line's end is the word's own, not a cut.
const CLITIC = /^(?:hi|ho|la|les|li|lo|los|ne|n'|se|s'|te|me|nos|vos|us|el|els)(?!\p{L})/u;

const letters = (line: string) => line.match(/\p{L}/gu) ?? [];

/** Specks, rules and smudges: too little of the line is letters or digits. */
function isNoise(line: string): boolean {
  const visible = line.replace(/\s/gu, '');
  const words = visible.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return words === 0 || words < visible.length * MIN_WORD_SHARE;
}

function isCapitals(line: string): boolean {
  const all = letters(line);
  return all.length >= 3 && all.filter((c) => c !== c.toLowerCase()).length >= all.length * CAPITALS_SHARE;
}

/**
 * In block capitals a bar or a bracket is an I that lost its serifs: "OL] D'OLIVA | SAL" is
 * "OLI D'OLIVA I SAL".
 */
const capitalI = (line: string) => line.replace(/(?<=\p{Lu}|\s|^)[|\][](?=\p{Lu}|\s|$|[.,;:])/gu, 'I');

/** Digits OCR puts inside a word in capitals: "DRI22LE" is "DRIZZLE". */
const DIGIT_LETTERS: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const capitalLetters = (line: string) =>
  line.replace(/(?<=\p{Lu})[012568]+(?=\p{Lu})/gu, (digits) =>
    [...digits].map((d) => DIGIT_LETTERS[d] ?? d).join(''),
  );

/** "4OO g", "2O minuts": a capital or small o inside a number is a zero. */
const zeros = (line: string) =>
  line.replace(/(?<![\p{L}\p{N}])\d[\dOo]*[Oo][\dOo]*(?![\p{L}\p{N}])/gu, (n) => n.replace(/[Oo]/gu, '0'));

/** A lone bar between words of a line in small letters is the conjunction "i". */
const barAsAnd = (line: string) => line.replace(/(?<=\p{Ll}[,;]?\s)[|](?=\s\p{Ll})/gu, 'i');

/** Sentence case: lower case, with a capital where a sentence starts. */
function sentenceCase(line: string, startsSentence: boolean): string {
  let capitalise = startsSentence;
  let out = '';
  for (const char of line.toLowerCase()) {
    const letter = /\p{L}/u.test(char);
    out += capitalise && letter ? char.toUpperCase() : char;
    // A number opens the line ("400 G DE FARINA"): the unit after it stays small.
    if (letter || /\p{N}/u.test(char)) capitalise = false;
    if (/[.!?]/u.test(char)) capitalise = true;
  }
  return out;
}

/** Joins a word cut by a hyphen at the end of a line with its end on the next one. */
function joinCutWords(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && /\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(line)) {
      const [head = '', ...tail] = line.split(/\s+/u);
      const joined = CLITIC.test(head) ? `${previous}${head}` : `${previous.slice(0, -1)}${head}`;
      out[out.length - 1] = [joined, ...tail].join(' ');
    } else out.push(line);
  }
  return out;
}

/** The lines of the card's text, cleaned; blank lines carry no meaning in tesseract's output. */
export function cleanOcrText(raw: string): string[] {
  const lines = raw
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc`´]/gu, "'")
    .replace(/[\u201c\u201d«»]/gu, '"')
    .replace(/\f/gu, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/gu, ' ').trim())
    .filter((line) => line !== '' && !isNoise(line));
  const cased: string[] = [];
  for (const line of lines) {
    const previous = cased.at(-1);
    // After a full stop or a colon, and a heading ("INGREDIENTS:") of its own.
    const startsSentence = previous === undefined || /[.!?:]$/u.test(previous) || /:$/u.test(line);
    cased.push(
      isCapitals(line) ? sentenceCase(capitalLetters(capitalI(line)), startsSentence) : barAsAnd(line),
    );
  }
  return joinCutWords(cased.map(zeros));
}
