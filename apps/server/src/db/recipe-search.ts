import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import {
  type Allergen,
  type Diet,
  DIFFICULTIES,
  DIFFICULTY_STEPS,
} from '@receptari/shared/search/search.rules';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type QueryWord, queryWords } from '../lib/search-words/query-words.ts';
import { recipeIngredients, recipes } from './schema/index.ts';

const DIFFICULTY_COUNT = DIFFICULTIES.length;

/** LIKE treats % and _ as wildcards: a user searching "50%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `like` pattern of a term's folded text anywhere in a folded text. */
const likePattern = (term: string) => sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;

/**
 * Case- and accent-insensitive substring match on a recipe's title or description ("arros"
 * finds "Arròs negre"): `like '%term%'` on recipes.search_text, the two texts folded when written
 * and joined by U+001F (schema/recipes.ts), which recipes_search_*_idx index.
 * - A folded term of 3 or more characters: recipes_search_trgm_idx serves the `like` itself.
 * - Of 1 or 2 characters it has no trigram, so the `like` is ANDed with what it implies for such
 *   a length, `f_short_grams(search_text) @> array[term]` (every 1- and 2-character piece of the
 *   text, compared as they are, % and _ included), which recipes_search_grams_idx serves (migration
 *   0004). The `like` stays for the planner: its estimate, from the text's statistics, tells a rare
 *   pair (read it from the index) from a common one (walk the newest recipes), where the array
 *   operator guesses 0.5% for any piece it has not seen and would walk the whole table for "zq".
 * - A term holding U+001F matches nothing: it could only match across the join of the two texts.
 * The length is that of the folded term (f_unaccent may turn one letter into two, "æ" into "ae"),
 * so it is tested in SQL. The term is a bound value known at planning, so the planner folds those
 * tests to constants and keeps the gram condition only where it applies.
 * `text`: the column, or an expression of it that no index serves (a sort band's probe tests the
 * rows another index found, search-sort-bands.repo.ts).
 */
export function recipeTextMatches(
  term: string,
  text: SQL | typeof recipes.searchText = recipes.searchText,
): SQL {
  const folded = sql`f_unaccent(lower(${term}))`;
  const pattern = likePattern(term);
  const grams = sql`f_short_grams(${text}) @> array[${folded}]`;
  return sql`(${text} like ${pattern} and strpos(${folded}, chr(31)) = 0 and (length(${folded}) not between 1 and 2 or ${grams}))`;
}

/**
/**
 * A folded spelling of under three letters as a word of its own, with or without a plural "s"
 * ("ou", "ous" but not "sous"), as a regular expression that pg_trgm reads as trigrams: the word
 * after a space, an apostrophe (d'ous), U+001F (the description's start) or the text's start gives
 * "  o" and " ou", so recipes_search_trgm_idx reads only texts with a word starting so. `\m` (word
 * start) or `[^[:alnum:]]` before the word would give no trigram and read the whole index (6 s at
 * 1,000,000 recipes, as would the short-piece index's "ou"; docs/decisions/0015).
 */
function wordPattern(spelling: string): string {
  const word = spelling.replace(/[^\p{L}\p{N}]/gu, '');
  return `(^|[ '\u001f])${word}s?([^[:alnum:]]|$)`;
}

type SearchText = SQL | typeof recipes.searchText;

const oneOf = (word: QueryWord, text: SearchText): SQL =>
  or(
    ...word.within.map((w) => recipeTextMatches(w, text)),
    ...word.whole.map((w) => sql`${text} ~ ${wordPattern(w)}`),
  )!;

/**
 * A search text's words as people write them (docs/product.md#words-as-people-write-them): every
 * word (query-words.ts) is in the title or description in one of its spellings. Each spelling is
 * a `like` that the trigram index serves as recipeTextMatches does, so a word is a BitmapOr of
 * index scans and the words are ANDed (docs/decisions/0015). A single word's spellings are the text
 * as typed or shorter pieces of it: what recipeTextMatches alone finds, this finds too.
 */
export function recipeWordsMatch(q: string, text: SearchText = recipes.searchText): SQL {
  const words = queryWords(q);
  return words.length === 1 ? oneOf(words[0]!, text) : and(...words.map((w) => oneOf(w, text)))!;
}

/** pg_trgm's words: runs of letters and digits; a spelling with one of 3 or more has a trigram. */
const hasTrigram = (spelling: string) => /[\p{L}\p{N}]{3,}/u.test(spelling);

/**
 * The query's words a band index can key: every spelling has a trigram and none is matched as a
 * whole word (those are left to the `like` that tests the rows found).
 */
export const keyedWords = (q: string): QueryWord[] =>
  queryWords(q).filter((w) => w.whole.length === 0 && w.within.every(hasTrigram));

/**
 * The search text as a band probe tests it: the rows come from a band index, and given the plain
 * column the planner ANDed the whole trigram index's bitmap into every probe (35 ms for a common
 * trigram at 5,000,000 recipes; docs/decisions/0017).
 */
export const probedSearchText = sql`coalesce(${recipes.searchText}, '')`;

/**
 * What recipeWordsMatch implies within one band of a sort's trigram index (migration 0022):
 * every word that can be keyed has, in one of its spellings, all that spelling's trigrams in the
 * band, `grams @> f_band_keys(band, spelling)`, which recipes_quickest_grams_idx and
 * recipes_fewest_grams_idx serve. A word with a spelling of no trigram (under three letters, or
 * matched as a whole word) is left to the `like` that tests the rows found; undefined when no word
 * can be keyed (the sort then walks its index, search-sorts.repo.ts). Only a necessary condition:
 * recipeWordsMatch stays beside it.
 */
export function recipeWordsInBand(q: string, grams: SQL, band: SQL): SQL | undefined {
  const keyed = keyedWords(q);
  if (!keyed.length) return undefined;
  const inBand = (spelling: string) => sql`${grams} @> f_band_keys(${band}, f_unaccent(lower(${spelling})))`;
  return and(...keyed.map((w) => or(...w.within.map(inBand))!))!;
}

/**
 * "Published", tested on each row the band index gives and never read from an index: written as
 * an expression no partial index's `status = 'published'` can be proven from. The band keys'
 * functions are costed high (migrations 0022, 0025), so the planner takes any cut of the rows to recheck as worth an
 * index scan, and it ANDed the bitmap of every published recipe (recipes_user_published_idx,
 * migration 0028, 98 % of the rows) into each band probe: `q=ana&sort=quickest` 2.6 -> 183 ms at
 * 1,000,000 recipes (bench/README.md "A partial index in the bands' way").
 */
export const publishedByRow = sql`(${recipes.status} || '') = 'published'`;

/** The title part of recipes.search_text (before its U+001F). */
const titleText = sql`split_part(${recipes.searchText}, chr(31), 1)`;

/**
 * Every word of the text query found in the title itself, in one of its spellings (not only in
 * the description): what the `relevance` sort puts first (docs/product.md#sorting-and-counting).
 * Asked only beside recipeWordsMatch, which the indexes serve; this tests the rows it found.
 */
export function recipeTitleMatches(q: string): SQL {
  const inTitle = (word: QueryWord) =>
    or(
      ...word.within.map((w) => sql`${titleText} like ${likePattern(w)}`),
      ...word.whole.map((w) => sql`${titleText} ~ ${wordPattern(w)}`),
    )!;
  return and(...queryWords(q).map(inTitle))!;
}

/** The filters of GET /recipes/search, already validated; an empty list means "not filtered". */
export type RecipeFilters = {
  q: string;
  categoryIds: number[];
  cuisineIds: number[];
  maxTime?: number;
  /**
   * Ingredient keys (ingredientKey): trimmed and lower-cased; the search service widens the chosen
   * ones to every spelling of the same ingredient (modules/search/ingredient-spellings.ts).
   */
  ingredients: string[];
  difficulties: Difficulty[];
  /** Ingredient keys the recipes must not have (issue 32: applied after every other filter). */
  without: string[];
  /** Allergens the recipes must be free of, and diets they must suit (recipes.allergens, recipes.diets). */
  freeOf: Allergen[];
  diets: Diet[];
};

/** No filter at all: every published recipe. */
export const noFilters = (): RecipeFilters => ({
  q: '',
  categoryIds: [],
  cuisineIds: [],
  ingredients: [],
  difficulties: [],
  without: [],
  freeOf: [],
  diets: [],
});

type StepRange = { min: number | null; max: number | null };

/** A steps_count range, with the thresholds of the shared rule (null: unbounded). */
function stepsWithin({ min, max }: StepRange, steps: SQL): SQL {
  if (min === null && max === null) return sql`true`;
  if (min === null) return sql`${steps} <= ${max}`;
  if (max === null) return sql`${steps} >= ${min}`;
  return sql`${steps} between ${min} and ${max}`;
}

/**
 * The chosen difficulties as few steps ranges: adjacent ones joined (facil + regular is "up to
 * 10"). One range is a condition the search's filter indexes (migration 0005) test inside the
 * index; an OR of ranges is tested on each recipe read.
 */
function difficultyRanges(chosen: Set<Difficulty>): StepRange[] {
  const out: StepRange[] = [];
  for (const d of DIFFICULTIES.filter((x) => chosen.has(x))) {
    const range = DIFFICULTY_STEPS[d];
    const last = out.at(-1);
    if (last && last.max !== null && range.min === last.max + 1) last.max = range.max;
    else out.push({ ...range });
  }
  return out;
}

/** Strings as one text[] value ($1::text[]), whatever their number. */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The filters' combination (docs/product.md#search-rules) as SQL: values within one filter are ORed,
 * the filters ANDed. Each condition is written so an index serves it:
 * - cuisine, and category when a cuisine is given too, as `coalesce(x, 0) in (...)`: the very
 *   expressions of recipes_pair_popular_idx, whose (cuisine, category) prefix answers both at once
 *   (ids are positive, so coalesce changes no answer). A category alone: recipes_category_filters_idx.
 * - time as prep + cook beside a category or cuisine (the filter indexes), else as cook + prep
 *   (recipes_quickest_idx).
 * - ingredients on lower(btrim(name)): recipe_ingredients_name_key_recipe_idx.
 * `text`: the search text as recipeTextMatches takes it.
 */
export function recipeFilterConditions(
  f: RecipeFilters,
  text: SearchText = recipes.searchText,
  rowTests = false,
): SQL[] {
  const out: SQL[] = [];
  // `rowTests`: each catalogue column as an expression no index holds (`+ 0`), so the rows a band
  // index found are tested one by one: ANDing the filter indexes' bitmaps cost 37-54 ms at 5,000,000
  // recipes where the band index alone took 1 ms (docs/decisions/0017).
  const column = (c: SQL) => (rowTests ? sql`(${c} + 0)` : c);
  if (f.cuisineIds.length) out.push(inArray(column(sql`coalesce(${recipes.cuisineId}, 0)`), f.cuisineIds));
  if (f.categoryIds.length) {
    const category = f.cuisineIds.length
      ? sql`coalesce(${recipes.categoryId}, 0)`
      : sql`${recipes.categoryId}`;
    out.push(inArray(column(category), f.categoryIds));
  }
  if (f.maxTime !== undefined) {
    // The same sum written two ways, so each matches one index only: beside a category or cuisine,
    // the filter indexes' (prep + cook) narrows their range; alone, recipes_quickest_idx's
    // (cook + prep). With one expression for both, the planner ANDed the time-only index's bitmap
    // (a third of the table for 30 minutes) into combined searches (docs/decisions/0008).
    const byCatalog = f.categoryIds.length > 0 || f.cuisineIds.length > 0;
    out.push(
      byCatalog
        ? sql`${column(sql`(${recipes.prepTime} + ${recipes.cookTime})`)} <= ${f.maxTime}`
        : sql`${column(sql`(${recipes.cookTime} + ${recipes.prepTime})`)} <= ${f.maxTime}`,
    );
  }
  if (f.ingredients.length) {
    out.push(
      sql`exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and ${inArray(sql`lower(btrim(${recipeIngredients.name}))`, f.ingredients)})`,
    );
  }
  if (f.difficulties.length) {
    const all = new Set(f.difficulties);
    // All three: every recipe has one of them, so no condition at all.
    const steps = column(sql`${recipes.stepsCount}`);
    if (all.size < DIFFICULTY_COUNT)
      out.push(or(...difficultyRanges(all).map((range) => stepsWithin(range, steps)))!);
  }
  // Allergens and diets (docs/product.md#allergens-and-diets): array tests on the row itself, as
  // cheap as the number tests, so they too come before the text's `like`.
  if (f.freeOf.length) out.push(sql`not (${recipes.allergens} && ${textArray(f.freeOf)})`);
  if (f.diets.length) {
    const diets = rowTests ? sql`(${recipes.diets} || '{}'::text[])` : sql`${recipes.diets}`;
    out.push(sql`${diets} @> ${textArray(f.diets)}`);
  }
  // The last filter but the text (docs/product.md#leaving-ingredients-out): a recipe is tested for
  // what it must not hold once it passed every other filter. recipe_ingredients_recipe_idx finds
  // a recipe's rows; the key is ingredientKey's, as the `ingredient` filter's.
  if (f.without.length) {
    out.push(
      sql`not exists (select 1 from ${recipeIngredients} where ${recipeIngredients.recipeId} = ${recipes.id} and ${inArray(sql`lower(btrim(${recipeIngredients.name}))`, f.without)})`,
    );
  }
  // Last: a recipe walked in id order is tested in this order, and the cheap number tests above
  // spare most of the text's `like`.
  if (f.q) out.push(recipeWordsMatch(f.q, text));
  return out;
}
