import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';

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
  difficulty: Difficulty[];
};
