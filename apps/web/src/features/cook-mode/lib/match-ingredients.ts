import { foldText } from './fold-text.ts';

/** Where a step names one of the recipe's ingredients (its index in the list). */
export interface IngredientMention {
  ingredient: number;
  start: number;
  end: number;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  return [...foldText(text).matchAll(/\p{L}+/gu)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Singular and plural endings: ou/ous, tomate/tomates, ceba/cebes, pastanaga/pastanagues, nuez/nueces. */
const PLURALS: readonly (readonly [string, string])[] = [
  ['', 's'],
  ['', 'es'],
  ['a', 'es'],
  ['ga', 'gues'],
  ['ca', 'ques'],
  ['ja', 'ges'],
  ['z', 'ces'],
  ['o', 'ons'],
];

const pluralOf = (singular: string, plural: string) =>
  PLURALS.some(
    ([one, many]) =>
      singular.endsWith(one) &&
      singular.length - one.length >= 2 &&
      plural === singular.slice(0, singular.length - one.length) + many,
  );

/** The same word, folded, in the singular or the plural. */
export function sameWord(a: string, b: string): boolean {
  return a === b || pluralOf(a, b) || pluralOf(b, a);
}

/** The longest word of a name, of four letters or more ('pit de pollastre' -> 'pollastre'); the first of a tie. */
export function mainWord(name: string): string | undefined {
  let main: string | undefined;
  for (const { word } of wordsOf(name))
    if (word.length >= 4 && word.length > (main?.length ?? 0)) main = word;
  return main;
}

/** A mention and how sure it is: 2 the whole name, 1 a word as written, 0 a word in the other number. */
type Found = IngredientMention & { score: number };

function mentionsOf(steps: Word[], name: string, ingredient: number): Found[] {
  const words = wordsOf(name).map((w) => w.word);
  const found: Found[] = [];
  if (words.length === 0) return found;
  for (let s = 0; s + words.length <= steps.length; s++) {
    if (words.every((word, k) => sameWord(word, steps[s + k]?.word ?? ''))) {
      const [start, end] = [steps[s]?.start ?? 0, steps[s + words.length - 1]?.end ?? 0];
      found.push({ ingredient, start, end, score: 2 });
    }
  }
  // The main word, and the first (the noun of 'ceba tendra', 'pebrot vermell'), when long enough.
  const keys = new Set([mainWord(name), words[0]].filter((w): w is string => (w?.length ?? 0) >= 4));
  if (words.length > 1) {
    for (const w of steps) {
      if (![...keys].some((key) => sameWord(key, w.word))) continue;
      found.push({ ingredient, start: w.start, end: w.end, score: keys.has(w.word) ? 1 : 0 });
    }
  }
  return found;
}

/**
 * Where the step names each ingredient: by its whole name, or by its main word (or its first, the
 * noun in Catalan and Spanish), lower-cased, without accents, singular or plural ('Talla les
 * cebes' names 'Ceba tendra'). Where two mentions overlap, the longer one is kept ('oli d'oliva'
 * over 'oliva'), and of one word, the one as written. In the order of the step.
 */
export function findIngredientMentions(
  step: string,
  ingredients: readonly { name: string }[],
): IngredientMention[] {
  const steps = wordsOf(step);
  const all = ingredients.flatMap((ingredient, i) => mentionsOf(steps, ingredient.name, i));
  all.sort((a, b) => a.start - b.start || b.end - a.end || b.score - a.score);
  const kept: Found[] = [];
  for (const mention of all) {
    const last = kept.at(-1);
    if (!last || mention.start >= last.end) kept.push(mention);
    else if (mention.end - mention.start > last.end - last.start) kept[kept.length - 1] = mention;
  }
  return kept.map(({ ingredient, start, end }) => ({ ingredient, start, end }));
}

/** The indices of the ingredients the mentions name, each once, in the list's order. */
export function mentionedIngredients(mentions: readonly IngredientMention[]): number[] {
  return [...new Set(mentions.map((m) => m.ingredient))].sort((a, b) => a - b);
}
