import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import type { EntryRow } from './meal-plan.repo.ts';

export function presentEntry(row: EntryRow, recipe: RecipeCard): MealPlanEntry {
  return { id: row.id, date: row.date, meal: row.meal as Meal, servings: row.servings, recipe };
}
