import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import type { Allergen, Diet, SearchSort } from '@receptari/shared/search/search.rules';

/**
 * The parameters of the recipe lists, in a file of their own: the calls (get-recipes.ts,
 * search-recipes.ts) and their query keys (keys.ts) both use them, and keys.ts imports no call.
 */

/** A home tab's order (GET /api/recipes?sort=…). */
export type RecipeSort = 'popular' | 'recent';

/** The filters of GET /api/recipes/search (the search screen keeps the same ones in its URL). */
export type SearchFilters = {
  category: number[];
  cuisine: number[];
  /** Minutes of total time (prep + cook); one value, as "up to 30" already holds "up to 15". */
  max_time: number | null;
  ingredient: string[];
  /** Ingredients the recipes must not have (docs/product.md#leaving-ingredients-out). */
  without: string[];
  /** Allergens the recipes must be free of, and diets they must suit (docs/product.md#allergens-and-diets). */
  free_of: Allergen[];
  diet: Diet[];
  difficulty: Difficulty[];
};

/** A search's order (docs/product.md#sorting-and-counting); `recent` when none is asked. */
export type { SearchSort };

/** Nothing selected: every published recipe (the search screen's start, the planner's title search). */
export const NO_FILTERS: SearchFilters = {
  category: [],
  cuisine: [],
  max_time: null,
  ingredient: [],
  without: [],
  free_of: [],
  diet: [],
  difficulty: [],
};
