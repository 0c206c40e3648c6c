import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import { DIFFICULTIES } from '@receptari/shared/search/search.rules';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import {
  keyedWords,
  probedSearchText,
  publishedByRow,
  type RecipeFilters,
  recipeFilterConditions,
  textArray,
} from './recipe-search.ts';
import { recipes } from './schema/index.ts';

/**
 * The upper limits, in minutes, of the time bands in recipes_catalog_grams_idx's keys (migration
 * 0038: its width_bucket thresholds are these plus one). Band 0 holds up to 15 minutes, band 6 over
 * 120. They follow the time filter's usual choices, so a filter's last band is mostly inside it.
 */
export const CATALOG_TIME_LIMITS = [15, 30, 45, 60, 90, 120] as const;

/**
 * The time bands that may hold a recipe of at most `maxTime` minutes: each band whose first minute
 * is within it (the last one may hold longer recipes too: the time's own condition tests the rows
 * found). Every band without a time filter.
 */
export function catalogTimeBands(maxTime?: number): number[] {
  const firstMinutes = [0, ...CATALOG_TIME_LIMITS.map((limit) => limit + 1)];
  return firstMinutes.flatMap((first, band) => (maxTime === undefined || first <= maxTime ? [band] : []));
}

/**
 * The difficulties' bands: their place in DIFFICULTIES, as the migration's steps thresholds give
 * them (DIFFICULTY_STEPS: up to 5 steps, 6 to 10, 11 or more). Every band when none is chosen.
 */
export function catalogDifficultyBands(chosen: readonly Difficulty[]): number[] {
  return DIFFICULTIES.flatMap((d, band) => (chosen.length === 0 || chosen.includes(d) ? [band] : []));
}

/**
 * The bands of recipes_catalog_grams_idx (migrations 0025, 0038) that hold the recipes a catalogue
 * filter keeps (docs/decisions/0017): each chosen category ("4"), or with cuisines each cuisine and
 * category pair ("3/4", about a fourteenth of the category), with each time band and difficulty the
 * filters keep ("4~1~0": up to 30 minutes, easy). None without a category.
 */
export function catalogBands(f: RecipeFilters): string[] {
  const catalog = f.cuisineIds.length
    ? f.cuisineIds.flatMap((cuisine) => f.categoryIds.map((category) => `${cuisine}/${category}`))
    : f.categoryIds.map(String);
  const times = catalogTimeBands(f.maxTime);
  const difficulties = catalogDifficultyBands(f.difficulties);
  return catalog.flatMap((c) => times.flatMap((t) => difficulties.map((d) => `${c}~${t}~${d}`)));
}

/** How many conditions a spelling's trigrams get at most (each is one more entry list to read). */
const MAX_KEYED_TRIGRAMS = 8;

/**
 * How many trigrams pg_trgm takes from a spelling without its padding: two fewer than each run of
 * three or more letters or digits. Folding may lengthen a word (æ to ae); a spelling then gets
 * fewer conditions than it has trigrams, which only widens what is read.
 */
const trigramCount = (spelling: string) =>
  (spelling.match(/[\p{L}\p{N}]{3,}/gu) ?? []).reduce((n, run) => n + run.length - 2, 0);

/**
 * What recipeWordsMatch implies among the recipes of the chosen catalogue: every keyed word has, in
 * one of its spellings, each of that spelling's trigrams in one of the catalogue's bands
 * (catalogBands), so a probe reads only the matches of the chosen categories, cuisines, times and
 * difficulties (docs/decisions/0017). One `&&` per trigram (f_band_gram_keys gives the trigram in
 * every band), which one index scan reads together; a recipe has one band of each kind, so "each
 * trigram in some band" is "all of them in its band". Undefined without a category or a keyed word.
 */
export function recipeWordsInCatalog(f: RecipeFilters): SQL | undefined {
  const bands = catalogBands(f);
  const keyed = keyedWords(f.q);
  if (!bands.length || !keyed.length) return undefined;
  const grams = sql`f_catalog_grams(${recipes.categoryId}, ${recipes.cuisineId}, (${recipes.prepTime} + ${recipes.cookTime}), ${recipes.stepsCount}, ${recipes.searchText})`;
  const inBands = (spelling: string) => {
    const n = Math.min(MAX_KEYED_TRIGRAMS, Math.max(1, trigramCount(spelling)));
    const folded = sql`f_unaccent(lower(${spelling}))`;
    const each = Array.from(
      { length: n },
      (_, i) => sql`${grams} && f_band_gram_keys(${textArray(bands)}, ${folded}, ${i + 1})`,
    );
    return and(...each)!;
  };
  return and(...keyed.map((w) => or(...w.within.map(inBands))!))!;
}

/** Ids `from <= id < to` (either bound may be missing): a sorted id window's, none for the count. */
export type IdBounds = { from?: number; to?: number };

/**
 * The conditions of a statement that collects every match from the indexes (a sorted id window, the
 * count), not one that walks recipes in order: published, the filters and the id bounds. Beside a
 * category filter, the text is read from the catalogue's bands (recipeWordsInCatalog) and everything
 * else is tested on the rows found: "published", the filters and the ids written as expressions no
 * index holds (publishedByRow, `+ 0`), so the band index is the statement's one index. Its keys
 * already hold the category, cuisine, time and difficulty, and the planner, charging the keys'
 * function to every row a bitmap scan fetches, ANDed in the filter index's or the primary key's
 * bitmap (20-54 ms at 5,000,000 recipes) where the band alone took 1 ms (docs/decisions/0017). A
 * walk keeps recipeFilterConditions: it would compute the band keys of every recipe it passed.
 */
export function recipeCollectedConditions(f: RecipeFilters, ids: IdBounds = {}): SQL[] {
  const inCatalog = recipeWordsInCatalog(f);
  const id = inCatalog ? sql`(${recipes.id} + 0)` : sql`${recipes.id}`;
  const bounds = [
    ids.to === undefined ? undefined : sql`${id} < ${ids.to}`,
    ids.from === undefined ? undefined : sql`${id} >= ${ids.from}`,
  ].filter((c): c is SQL => c !== undefined);
  if (!inCatalog) return [eq(recipes.status, 'published'), ...recipeFilterConditions(f), ...bounds];
  return [publishedByRow, ...recipeFilterConditions(f, probedSearchText, true), inCatalog, ...bounds];
}
