import type { QueryClient } from '@tanstack/react-query';
import type { RecipeListAnswer } from '@receptari/shared/recipes/recipes.schemas';
import { recipesQuery } from '@/api/recipes/get-recipes.ts';

/**
 * The answers the server drew the first paint with (prepaint/render-prepaint.tsx), handed to the
 * app in the page so that it draws the same and hydrates the server's markup instead of redrawing
 * it: the same answers as the API's.
 */
export interface PrepaintSeed {
  /** GET /api/recipes?sort=popular&limit=20. */
  popular?: RecipeListAnswer;
}

/** The <script type="application/json"> after #root that holds the seed. */
export const PREPAINT_SEED_ID = 'prepaint-seed';

export function seedQueries(client: QueryClient, seed: PrepaintSeed) {
  if (seed.popular) client.setQueryData(recipesQuery('popular').queryKey, seed.popular);
}

/** The page's seed; none (an empty one) when the page has no pre-paint or it cannot be read. */
export function readPrepaintSeed(): PrepaintSeed {
  const text = document.getElementById(PREPAINT_SEED_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PrepaintSeed;
  } catch {
    return {};
  }
}
