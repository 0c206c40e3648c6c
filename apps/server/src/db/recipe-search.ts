import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import {
  type Allergen,
  type Diet,
  DIFFICULTIES,
  DIFFICULTY_STEPS,
} from '@receptari/shared/search/search.rules';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { recipeIngredients, recipes } from './schema/index.ts';

const DIFFICULTY_COUNT = DIFFICULTIES.length;

/** LIKE treats % and _ as wildcards: a user searching "50%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

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
 */
export function recipeTextMatches(term: string): SQL {
  const folded = sql`f_unaccent(lower(${term}))`;
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;
  const text = recipes.searchText;
  const grams = sql`f_short_grams(${text}) @> array[${folded}]`;
  return sql`(${text} like ${pattern} and strpos(${folded}, chr(31)) = 0 and (length(${folded}) not between 1 and 2 or ${grams}))`;
}

/** The filters of GET /recipes/search, already validated; an empty list means "not filtered". */
export type RecipeFilters = {
  q: string;
  categoryIds: number[];
  cuisineIds: number[];
  maxTime?: number;
  /** Ingredient keys (ingredientKey): trimmed and lower-cased. */
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
function stepsWithin({ min, max }: StepRange): SQL {
  if (min === null && max === null) return sql`true`;
  if (min === null) return sql`${recipes.stepsCount} <= ${max}`;
  if (max === null) return sql`${recipes.stepsCount} >= ${min}`;
  return sql`${recipes.stepsCount} between ${min} and ${max}`;
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

/** Ids as a text[] value of their own ($1::text[]), whatever their number. */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/**
 * The filters' combination (docs/product.md#search-rules) as SQL: values within one filter are ORed,
 * the filters ANDed. Each condition is written so an index serves it:
 * - cuisine, and category when a cuisine is given too, as `coalesce(x, 0) in (...)`: the very
 *   expressions of recipes_pair_popular_idx, whose (cuisine, category) prefix answers both at once
 *   (ids are positive, so coalesce changes no answer). A category alone: recipes_category_filters_idx.
 * - time as prep + cook beside a category or cuisine (the filter indexes), else as cook + prep
 *   (recipes_time_only_idx).
 * - ingredients on lower(btrim(name)): recipe_ingredients_name_key_idx.
 */
export function recipeFilterConditions(f: RecipeFilters): SQL[] {
  const out: SQL[] = [];
  if (f.cuisineIds.length) out.push(inArray(sql`coalesce(${recipes.cuisineId}, 0)`, f.cuisineIds));
  if (f.categoryIds.length) {
    const category = f.cuisineIds.length
      ? sql`coalesce(${recipes.categoryId}, 0)`
      : sql`${recipes.categoryId}`;
    out.push(inArray(category, f.categoryIds));
  }
  if (f.maxTime !== undefined) {
    // The same sum written two ways, so each matches one index only: beside a category or cuisine,
    // the filter indexes' (prep + cook) narrows their range; alone, recipes_time_only_idx's
    // (cook + prep). With one expression for both, the planner ANDed the time-only index's bitmap
    // (a third of the table for 30 minutes) into combined searches (docs/decisions/0008).
    const byCatalog = f.categoryIds.length > 0 || f.cuisineIds.length > 0;
    out.push(
      byCatalog
        ? sql`(${recipes.prepTime} + ${recipes.cookTime}) <= ${f.maxTime}`
        : sql`(${recipes.cookTime} + ${recipes.prepTime}) <= ${f.maxTime}`,
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
    if (all.size < DIFFICULTY_COUNT) out.push(or(...difficultyRanges(all).map(stepsWithin))!);
  }
  // Allergens and diets (docs/product.md#allergens-and-diets): array tests on the row itself, as
  // cheap as the number tests, so they too come before the text's `like`.
  if (f.freeOf.length) out.push(sql`not (${recipes.allergens} && ${textArray(f.freeOf)})`);
  if (f.diets.length) out.push(sql`${recipes.diets} @> ${textArray(f.diets)}`);
  // Last: a recipe walked in id order is tested in this order, and the cheap number tests above
  // spare most of the text's `like`.
  if (f.q) out.push(recipeTextMatches(f.q));
  return out;
}
