import {
  DISHES,
  INGREDIENT_NAMES,
  MAIN_INGREDIENTS,
  OCCASIONS,
  RARE_WORD,
  STYLES,
} from './search-vocabulary.ts';

/** How many distinct requests a "distinct" run cycles through. */
export const POOL_SIZE = 300;

/** mulberry32: seeded, so every run asks exactly the same pools. */
function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { int, pick };
}

/** What f_unaccent(lower(...)) does to the vocabulary's letters. */
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const WORDS = [...DISHES, ...MAIN_INGREDIENTS, ...STYLES, ...OCCASIONS].flatMap((w) => fold(w).split(/\W+/));
/** Every text the generator writes is made of these words and its fixed joining words. */
const TEXT = fold(
  [
    ...DISHES,
    ...MAIN_INGREDIENTS,
    ...STYLES,
    ...OCCASIONS,
    RARE_WORD,
    'de',
    'un plat amb',
    'ideal per a',
    'amb un toc',
  ].join(' '),
);

/** `count` distinct values drawn by `make`, in a fixed order. */
function distinct(count: number, seed: number, make: (r: ReturnType<typeof seeded>) => string): string[] {
  const r = seeded(seed);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50; tries++) out.add(make(r));
  return [...out];
}

/** 3-letter pieces of real words: each matches a realistic share of recipes. */
export const threeLetterQueries = (): string[] =>
  [...new Set(WORDS.flatMap((w) => [...w].slice(0, -2).map((_, i) => w.slice(i, i + 3))))].slice(
    0,
    POOL_SIZE,
  );

/** Made-up 5-letter words: like the rare word, they match few recipes or none. */
export const rareWords = (): string[] =>
  distinct(POOL_SIZE, 7, (r) =>
    Array.from({ length: 5 }, (_, i) => r.pick(i % 2 ? [...'aeiou'] : [...'bcdfgjklmnpqrstvxz'])).join(''),
  );

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];
/** Pairs of letters no generated text holds (as "zq"): without an index, each reads every recipe. */
export const rarePairs = (): string[] =>
  LETTERS.flatMap((a) => LETTERS.map((b) => a + b))
    .filter((pair) => !TEXT.includes(pair))
    .slice(0, POOL_SIZE);

/** Every letter, accented ones too (there are not a few hundred of them). */
export const singleLetters = (): string[] => [...LETTERS, ...'àèéíïòóúüç·'];

/** The generator's ingredient names: the real words first, then numbered ones. */
const ingredientName = (k: number) => MAIN_INGREDIENTS[k - 1] ?? `ingredient ${k}`;
export const ingredientTriples = (): string[][] =>
  distinct(POOL_SIZE, 11, (r) =>
    JSON.stringify([...new Set(Array.from({ length: 3 }, () => ingredientName(r.int(1, INGREDIENT_NAMES))))]),
  ).map((s) => JSON.parse(s) as string[]);

export type Combination = {
  q: string;
  category: string;
  cuisine?: string;
  max_time: string;
  difficulty: string;
};
/** A query with 1-3 categories, sometimes cuisines, a time and a difficulty, as the combined case. */
export const combinations = (): Combination[] => {
  const queries = threeLetterQueries();
  return distinct(POOL_SIZE, 13, (r) => {
    const ids = (max: number, n: number) =>
      [...new Set(Array.from({ length: n }, () => r.int(1, max)))].sort((a, b) => a - b).join(',');
    const c: Combination = {
      q: r.pick(queries),
      category: ids(10, r.int(1, 3)),
      max_time: String(r.pick([15, 30, 45, 60, 90, 120])),
      difficulty: [...new Set([r.pick(['facil', 'regular', 'dificil']), r.pick(['facil', 'regular'])])].join(
        ',',
      ),
    };
    if (r.int(0, 2) > 0) c.cuisine = ids(14, r.int(1, 2));
    return JSON.stringify(c);
  }).map((s) => JSON.parse(s) as Combination);
};
