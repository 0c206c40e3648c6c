import { plain } from '../../../../ai/index.ts';

/**
 * The parts of a recipe card as cooks write them (docs/product.md#from-a-photo): a title, maybe a
 * note, an ingredient list under "Ingredients" / "Ingredientes" / "You need", and the steps under
 * "Preparació" / "Elaboración" / "Method", numbered or one per line. OCR misreads numbers and
 * headings, so each part has a fallback: amount lines stand for the list, numbered lines for the steps.
 */
export interface CardParts {
  /** The first line, when it is neither a heading nor a list line; '' otherwise. */
  readonly title: string;
  /** Lines between the title and the first part: the cook's words about the dish. */
  readonly note: readonly string[];
  /** The ingredient list's lines, bullets removed. */
  readonly ingredients: readonly string[];
  /** One text per step, numbering removed, wrapped lines joined. */
  readonly steps: readonly string[];
  /** The card's lines with each step on one line: the explanation, and what the autofill reads. */
  readonly text: readonly string[];
}

/** Lower case, accents off, for matching headings. */
const fold = (line: string) => plain(line).trim();

// A heading is the word and little else: "Ingredients (per a 6 persones):", "Preparación:", "METHOD".
const heading = (words: string) => new RegExp(`^(?:${words})(?![\\p{L}])[^.]{0,40}$`, 'u');
const INGREDIENTS = heading(
  "ingredients?|ingredientes|necessitem|necessitaras|necesitamos|necesitas|you(?:'ll| will)? need|what you need|el que cal|lo que necesitas",
);
const STEPS = heading(
  'preparacio|preparacion|preparation|elaboracio|elaboracion|passos|pasos|procediment|procedimiento|instruccions|instrucciones|instructions|method|directions|steps|com es fa|como se hace|modo de preparacion|how to make it',
);
const OTHER = heading(
  'notes?|nota|consells?|consejos?|trucs?|trucos?|tips?|observacions|observaciones|variants?|variantes?|per servir|para servir|to serve',
);
/** "1. ", "2) ", "Pas 3: ", and what OCR makes of a handwritten number before a dot: "|. ", "U. ". */
const NUMBERED = /^(?:(?:pas|paso|step)\s*)?(?:\d{1,2}|[^\p{Ll}\p{N}\s]{1,2})\s*[.):]\s*(?=\S)/u;
/** "1 Barreja la farina": a number whose dot OCR lost, before a capital. */
const COUNTED = /^\d{1,2}\s+(?=\p{Lu})/u;
/** An ingredient line opens with an amount: "400 g", "½ ceba", "1-2 alls"; "1. Bat" is a step. */
const AMOUNT_LINE = /^(?!\d{1,2}\s*[.)]\s)(?:\d|[½¼¾⅓⅔])/u;
const BULLET = /^[-*•·°»~]\s*/u;
/** A title is a few words; longer first lines are the text itself. */
const TITLE_WORDS_MAX = 12;

type Kind = 'ingredients' | 'steps' | 'other';
const kindOf = (line: string): Kind | null => {
  const text = fold(line);
  if (INGREDIENTS.test(text)) return 'ingredients';
  if (STEPS.test(text)) return 'steps';
  return OTHER.test(text) ? 'other' : null;
};

const isNumbered = (line: string) => NUMBERED.test(line) || COUNTED.test(line);

/** A part's lines: [from, to), from its heading (or its first line when OCR lost the heading). */
type Range = { readonly head: number; readonly from: number; readonly to: number };

/** Where the list and the steps are: after their headings, else the fallbacks. */
function findParts(lines: readonly string[]) {
  const kinds = lines.map(kindOf);
  const heads = kinds.flatMap((kind, i) => (kind === null ? [] : [i]));
  let list = kinds.indexOf('ingredients') + 1 || -1;
  let steps = kinds.indexOf('steps') + 1 || -1;
  if (steps === -1) {
    // The steps start at the first numbered line after the list (or after the title).
    const after = Math.max(list, 1);
    steps = lines.findIndex((line, i) => i >= after && /^\d{1,2}\s*[.)]\s/u.test(line));
  }
  if (list === -1) {
    list = lines.findIndex((line, i) => i > 0 && (steps === -1 || i < steps) && AMOUNT_LINE.test(line));
  }
  // A part ends where a heading or the other part begins.
  const toOf = (from: number): number => {
    const ends = [...heads, list, steps].filter((i) => i > from);
    const next = ends.length > 0 ? Math.min(...ends) : lines.length;
    return kinds[next - 1] === null ? next : next - 1;
  };
  const range = (from: number): Range | null =>
    from === -1 ? null : { head: kinds[from - 1] ? from - 1 : from, from, to: toOf(from) };
  return { kinds, list: range(list), steps: range(steps) };
}

/**
 * Step lines into one line per step, numbering kept: a numbered line opens a step; on a card without
 * numbers, so does a line starting with a capital after a full stop. Other lines were wrapped.
 */
export function joinStepLines(lines: readonly string[]): string[] {
  const byNumber = lines.filter(isNumbered).length >= 2;
  const steps: string[] = [];
  for (const line of lines) {
    const previous = steps.at(-1);
    const opens =
      previous === undefined ||
      isNumbered(line) ||
      (!byNumber && /[.!?]$/u.test(previous) && /^\p{Lu}/u.test(line));
    if (opens) steps.push(line);
    else steps[steps.length - 1] = `${previous} ${line}`;
  }
  return steps;
}

const withoutNumber = (step: string) => step.replace(NUMBERED, '').replace(COUNTED, '').trim();

/** The card's parts; a text without headings nor lists gives a title and nothing else. */
export function readCard(lines: readonly string[]): CardParts {
  const { kinds, list, steps } = findParts(lines);
  const first = lines[0] ?? '';
  const firstPart = Math.min(list?.head ?? lines.length, steps?.head ?? lines.length);
  const titled =
    kinds[0] === null &&
    firstPart > 0 &&
    !AMOUNT_LINE.test(first) &&
    !NUMBERED.test(first) &&
    first.split(/\s+/u).length <= TITLE_WORDS_MAX;
  const slice = (range: Range | null) => (range ? lines.slice(range.from, range.to) : []);
  const stepLines = joinStepLines(slice(steps));
  return {
    title: titled ? first.replace(/[\s.:;,]+$/u, '') : '',
    note: titled ? lines.slice(1, firstPart).filter((_line, i) => kinds[i + 1] === null) : [],
    ingredients: slice(list)
      .map((line) => line.replace(BULLET, '').trim())
      .filter((line) => /\p{L}/u.test(line)),
    steps: stepLines.map(withoutNumber).filter((step) => /\p{L}/u.test(step)),
    text: steps ? [...lines.slice(0, steps.from), ...stepLines, ...lines.slice(steps.to)] : [...lines],
  };
}
