import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';

/** The key of one cell of the week: a day's meal. */
export const cellKey = (date: string, meal: Meal) => `${date}/${meal}`;

/** The week's entries by cell, each cell in the order the server answered (the order they were planned). */
export function entriesByCell(entries: readonly MealPlanEntry[]): Map<string, MealPlanEntry[]> {
  const cells = new Map<string, MealPlanEntry[]>();
  for (const entry of entries) {
    const key = cellKey(entry.date, entry.meal);
    const cell = cells.get(key);
    if (cell) cell.push(entry);
    else cells.set(key, [entry]);
  }
  return cells;
}
