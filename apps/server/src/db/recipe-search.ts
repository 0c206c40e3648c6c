import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import { DIFFICULTIES, DIFFICULTY_STEPS } from '@receptari/shared/search/search.rules';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { recipeIngredients, recipes } from './schema/index.ts';

const DIFFICULTY_COUNT = DIFFICULTIES.length;

/** LIKE treats % and _ as wildcards: a user searching "50%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive substring match on a recipe's title or description ("arros"
 * finds "Arròs negre"): `like '%term%'` on the folded texts, written with exactly the expressions
 * of the recipes' text indexes so PostgreSQL answers it from them instead of reading every recipe.
 * - A folded term of 3 or more characters: recipes_*_trgm_idx serve the `like` itself.
 * - Of 1 or 2 characters it has no trigram, so the `like` is ANDed with what it implies for such
 *   a length, `f_short_grams(text) @> array[term]` (every 1- and 2-character piece of the text,
 *   compared as they are, % and _ included), which recipes_*_grams_idx serve (migration 0004).
 *   The `like` stays for the planner: its estimate, from the texts' statistics, tells a rare pair
 *   (read it from the index) from a common one (walk the newest recipes), where the array
 *   operator guesses 0.5% for any piece it has not seen and would walk the whole table for "zq".
 * The length is that of the folded term (f_unaccent may turn one letter into two, "æ" into "ae"),
 * so it is tested in SQL. The term is a bound value known at planning, so the planner folds the
 * test to a constant and keeps the gram condition only where it applies.
 */
export function recipeTextMatches(term: string): SQL {
  const folded = sql`f_unaccent(lower(${term}))`;
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;
  const title = sql`f_unaccent(lower(${recipes.title}))`;
  const description = sql`f_unaccent(lower(coalesce(${recipes.description}, '')))`;
  const grams = sql`f_short_grams(${title}) @> array[${folded}] or f_short_grams(${description}) @> array[${folded}]`;
  return sql`((${title} like ${pattern} or ${description} like ${pattern}) and (length(${folded}) not between 1 and 2 or ${grams}))`;
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
};

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

/**
 * The spec's combination as SQL: values within one filter are ORed, the filters ANDed. Each
 * condition is written so an index serves it:
 * - cuisine, and category when a cuisine is given too, as `coalesce(x, 0) in (...)`: the very
 *   expressions of recipes_pair_popular_idx, whose (cuisine, category) prefix answers both at once
 *   (ids are positive, so coalesce changes no answer). A category alone keeps recipes_category_id_idx.
 * - time as prep + cook: the expression of recipes_total_time_idx.
 * - ingredients on lower(btrim(name)): recipe_ingredients_name_key_idx.
 */
export function recipeFilterConditions(f: RecipeFilters): SQL[] {
  const out: SQL[] = [];
  if (f.q) out.push(recipeTextMatches(f.q));
  if (f.cuisineIds.length) out.push(inArray(sql`coalesce(${recipes.cuisineId}, 0)`, f.cuisineIds));
  if (f.categoryIds.length) {
    const category = f.cuisineIds.length
      ? sql`coalesce(${recipes.categoryId}, 0)`
      : sql`${recipes.categoryId}`;
    out.push(inArray(category, f.categoryIds));
  }
  if (f.maxTime !== undefined) out.push(sql`(${recipes.prepTime} + ${recipes.cookTime}) <= ${f.maxTime}`);
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
  return out;
}
