import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';

/** The servings a recipe is planned at unless the user says otherwise: a household of four. */
export const DEFAULT_PLAN_SERVINGS = 4;

/** A servings box's value as a whole number in range (an emptied box plans the default). */
export function readServings(value: number | string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || value === '') return DEFAULT_PLAN_SERVINGS;
  return Math.min(Math.max(Math.round(n), SERVINGS_MIN), SERVINGS_MAX);
}
