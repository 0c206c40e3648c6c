import { ALLERGENS, DIETS } from '@receptari/shared/search/search.rules';
import { findWholeFood } from '../../apps/server/src/ai/index.ts';
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

/**
 * Made-up 5-letter words: like the rare word, they match few recipes or none. The first POOL_SIZE
 * are always the same; the concurrent case asks for many more, so none is asked twice in a run.
 */
export const rareWords = (count = POOL_SIZE): string[] =>
  distinct(count, 7, (r) =>
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

/** A few of the vocabulary's ingredient names: what a cook leaves out or has at home. */
const someIngredients = (r: ReturnType<typeof seeded>, n: number) =>
  [...new Set(Array.from({ length: n }, () => ingredientName(r.int(1, INGREDIENT_NAMES))))].sort();

/** A 3-letter query leaving out 1-3 ingredients (docs/product.md#finding-recipes: `without`). */
export const exclusions = (): { q: string; without: string[] }[] => {
  const queries = threeLetterQueries();
  return distinct(POOL_SIZE, 17, (r) =>
    JSON.stringify({ q: r.pick(queries), without: someIngredients(r, r.int(1, 3)) }),
  ).map((s) => JSON.parse(s) as { q: string; without: string[] });
};

/** 1-3 allergens to be free of, with a 3-letter query in half of them. */
export const allergenFilters = (): { q?: string; free_of: string }[] => {
  const queries = threeLetterQueries();
  return distinct(POOL_SIZE, 19, (r) => {
    const allergens = [...new Set(Array.from({ length: r.int(1, 3) }, () => r.pick(ALLERGENS)))].sort();
    return JSON.stringify({ ...(r.int(0, 1) && { q: r.pick(queries) }), free_of: allergens.join(',') });
  }).map((s) => JSON.parse(s) as { q?: string; free_of: string });
};

/** One or two diets with a 3-letter query (the diets alone make only ten requests). */
export const dietFilters = (): { q: string; diet: string }[] => {
  const queries = threeLetterQueries();
  return distinct(POOL_SIZE, 23, (r) => {
    const diets = [...new Set([r.pick(DIETS), r.pick(DIETS)])].sort();
    return JSON.stringify({ q: r.pick(queries), diet: diets.join(',') });
  }).map((s) => JSON.parse(s) as { q: string; diet: string });
};

/**
 * The vocabulary's foods as people also write them: their Spanish and English one-word names from
 * the nutrition lexicon (ai/builtin/nutrition: "pollo", "chicken" for pollastre), none of which the
 * generated texts hold, so only synonyms find their recipes.
 */
export const otherLanguageWords = (): string[] =>
  [
    ...new Set(
      [...DISHES, ...MAIN_INGREDIENTS].flatMap((name) =>
        (findWholeFood(name)?.aliases ?? [])
          .map(fold)
          .filter((alias) => /^\p{L}+$/u.test(alias) && !TEXT.includes(alias)),
      ),
    ),
  ].slice(0, POOL_SIZE);

/**
 * Other forms of the vocabulary's Catalan words, singular for the plurals written and plural for
 * the singulars, so only stemming finds them whole ("bolet" is also a piece of "bolets", the plain
 * search found it before; "tomàquets" and "cebes" it did not).
 */
export const PLURAL_FORMS = [
  'bolet',
  'calamar',
  'musclo',
  'cloïssa',
  'espinac',
  'gamba',
  'cigró',
  'llentia',
  'mongeta',
  'maduixa',
  'ametlla',
  'avellana',
  'nou',
  'espàrrec',
  'carxofa',
  'pèsol',
  'fava',
  'croqueta',
  'mandonguilla',
  'caneló',
  'pollastres',
  'pebrots',
  'tomàquets',
  'cebes',
  'patates',
  'pomes',
  'peres',
  'llimones',
  'taronges',
  'albergínies',
  'carbasses',
  'carbassons',
  'formatges',
  'sopes',
  'cremes',
  'amanides',
  'truites',
  'coques',
  'torrades',
  'empanades',
  'paelles',
  'pastissos',
  'guisats',
  'rostits',
  'flams',
  'gelats',
  'timbals',
];

/** Every one-word spelling above, then the same words beside a 3-letter piece (two words to match). */
export const spellingQueries = (): string[] => {
  const words = [...otherLanguageWords(), ...PLURAL_FORMS];
  const queries = threeLetterQueries();
  const pairs = distinct(POOL_SIZE - words.length, 29, (r) => `${r.pick(words)} ${r.pick(queries)}`);
  return [...words, ...pairs].slice(0, POOL_SIZE);
};

/** 8 different ingredient names a cook has at home, from the vocabulary (real ones and numbered). */
export const pantries = (): string[][] =>
  distinct(POOL_SIZE, 31, (r) => {
    const names = new Set<string>();
    while (names.size < 8) names.add(ingredientName(r.int(1, INGREDIENT_NAMES)));
    return JSON.stringify([...names].sort());
  }).map((s) => JSON.parse(s) as string[]);
