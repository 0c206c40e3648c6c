import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import { DIFFICULTIES, DIFFICULTY_STEPS } from '@receptari/shared/search/search.rules';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import { recipeIngredients, recipes } from './schema/index.ts';

const DIFFICULTY_COUNT = DIFFICULTIES.length;

/** LIKE treats % and _ as wildcards: a user searching "50%" means the characters. */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case- and accent-insensitive substring match on a recipe's title or description ("arros"
 * finds "Arròs negre"). Written with exactly the expressions of the recipes_*_trgm_idx
 * indexes, so PostgreSQL can answer it from them instead of reading every recipe.
 */
export function recipeTextMatches(term: string): SQL {
  const pattern = sql`'%' || f_unaccent(lower(${escapeLike(term)})) || '%'`;
  return sql`(f_unaccent(lower(${recipes.title})) like ${pattern} or f_unaccent(lower(coalesce(${recipes.description}, ''))) like ${pattern})`;
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

/** The steps_count range of one difficulty, with the thresholds of the shared rule. */
function difficultyMatches(d: Difficulty): SQL {
  const { min, max } = DIFFICULTY_STEPS[d];
  if (min === null) return sql`${recipes.stepsCount} <= ${max}`;
  if (max === null) return sql`${recipes.stepsCount} >= ${min}`;
  return sql`${recipes.stepsCount} between ${min} and ${max}`;
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
    if (all.size < DIFFICULTY_COUNT) out.push(or(...[...all].map(difficultyMatches))!);
  }
  return out;
}
