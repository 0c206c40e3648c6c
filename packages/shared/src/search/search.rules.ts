import { type Difficulty, MINUTES_MAX } from '../recipes/recipes.rules.ts';

/** Longer queries are refused: no title or description search needs more, and trigram work grows with it. */
export const SEARCH_QUERY_MAX = 200;
/** Values one filter may hold (category ids, ingredients, ...). */
export const FILTER_VALUES_MAX = 50;
/** The minute values the time filter offers (GET /times). */
export const FILTER_TIMES = [15, 30, 45, 60, 90, 120] as const;
/** A recipe's total time is prep + cook, each at most MINUTES_MAX. */
export const MAX_TIME_MAX = 2 * MINUTES_MAX;

export const DIFFICULTIES = ['facil', 'regular', 'dificil'] as const satisfies readonly Difficulty[];

/**
 * The step counts of each difficulty, as bounds the database can use (null: unbounded). The same
 * thresholds as difficultyOf (a unit test checks they agree): facil up to 5, regular 6-10, dificil 11+.
 */
export const DIFFICULTY_STEPS: Record<Difficulty, { min: number | null; max: number | null }> = {
  facil: { min: null, max: 5 },
  regular: { min: 6, max: 10 },
  dificil: { min: 11, max: null },
};

/** What "time" means for every time filter: preparation plus cooking, in minutes. */
export const totalTime = (r: { prep_time: number; cook_time: number }) => r.prep_time + r.cook_time;

/**
 * The EU's 14 declarable allergens (Regulation 1169/2011, annex II), as the API writes them
 * (docs/product.md#allergens-and-diets). Their Catalan names are in i18n/tr/diet.ts.
 */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** The diets a recipe is estimated to suit from its ingredients. */
export const DIETS = ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'] as const;
export type Diet = (typeof DIETS)[number];

/**
 * How a search's results are ordered. `recent` (newest first) is the default, the spec's order;
 * `relevance` needs a text query and is `recent` without one.
 */
export const SEARCH_SORTS = [
  'relevance',
  'popular',
  'recent',
  'quickest',
  'fewest_ingredients',
  'most_cooked',
] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = 'recent';

/**
 * The order a search really has: relevance means nothing without words to match
 * (docs/product.md#sorting-and-counting), so without a text query it is the default.
 */
export const effectiveSort = (q: string, sort: SearchSort = DEFAULT_SEARCH_SORT): SearchSort =>
  sort === 'relevance' && !q.trim() ? DEFAULT_SEARCH_SORT : sort;

/** Ingredient names a search may leave out (`without`) or a cook may have (`have`). */
export const INGREDIENT_NAMES_MAX = 20;
/** A search counts its matches exactly up to this many; above it says "more than" (total_is_estimate). */
export const SEARCH_TOTAL_EXACT_MAX = 10_000;
/** Recipes "cook with what I have" answers at most, and by default. */
export const WITH_WHAT_I_HAVE_MAX = 50;
export const WITH_WHAT_I_HAVE_DEFAULT = 20;
