import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useRemoveMealPlanEntry } from '@/api/meal-plan/remove-meal-plan-entry.ts';
import { useUpdateMealPlanEntry } from '@/api/meal-plan/update-meal-plan-entry.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';

export interface PlanActions {
  /** To another day's meal of the shown week (drag and drop, or the 'Moure' dialog). */
  move: (entry: MealPlanEntry, date: string, meal: Meal) => void;
  setServings: (entry: MealPlanEntry, servings: number) => void;
  remove: (entry: MealPlanEntry) => void;
}

const failed = (error: unknown) => notify.error(() => messageOf(error, tr.common.unexpected));

/**
 * What a planned recipe can do, for the shown week: each shows at once (optimistic) and a refusal
 * puts the week back and says why.
 */
export function usePlanActions(week: string): PlanActions {
  const update = useUpdateMealPlanEntry();
  const removal = useRemoveMealPlanEntry(week);
  const send = (entry: MealPlanEntry, date: string, meal: Meal, servings: number) =>
    update.mutate({ id: entry.id, body: { date, meal, servings, week } }, { onError: failed });
  return {
    move: (entry, date, meal) => {
      if (entry.date !== date || entry.meal !== meal) send(entry, date, meal, entry.servings);
    },
    setServings: (entry, servings) => send(entry, entry.date, entry.meal, servings),
    remove: (entry) => removal.mutate(entry.id, { onError: failed }),
  };
}
