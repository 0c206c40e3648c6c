import type { MealPlanEntry } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Meal } from '@receptari/shared/meal-plan/meal-plan.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { SERVINGS_MAX, SERVINGS_MIN } from '@receptari/shared/recipes/recipes.rules';
import { useRef } from 'react';
import { useRemoveMealPlanEntry } from '@/api/meal-plan/remove-meal-plan-entry.ts';
import { useUpdateMealPlanEntry } from '@/api/meal-plan/update-meal-plan-entry.ts';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { StepCounter } from '@/lib/step-counter.ts';

export interface PlanActions {
  /** To another day's meal of the shown week (drag and drop, or the 'Moure' dialog). */
  move: (entry: MealPlanEntry, date: string, meal: Meal) => void;
  /** One more or one fewer serving (`delta` 1 or -1), within the servings' range. */
  stepServings: (entry: MealPlanEntry, delta: number) => void;
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
  // Per entry: quick taps count from the servings last asked for (the optimistic week renders later).
  const counters = useRef(new Map<number, StepCounter>());
  const counterOf = (entry: MealPlanEntry) => {
    const counter = counters.current.get(entry.id) ?? new StepCounter();
    counters.current.set(entry.id, counter);
    return counter;
  };
  const send = (entry: MealPlanEntry, date: string, meal: Meal, servings: number) =>
    update.mutate(
      { id: entry.id, body: { date, meal, servings, week } },
      {
        onError: (error) => {
          counters.current.get(entry.id)?.forget();
          failed(error);
        },
      },
    );
  return {
    move: (entry, date, meal) => {
      if (entry.date !== date || entry.meal !== meal) send(entry, date, meal, entry.servings);
    },
    stepServings: (entry, delta) => {
      const counter = counterOf(entry);
      const servings = Math.min(Math.max(counter.from(entry.servings) + delta, SERVINGS_MIN), SERVINGS_MAX);
      send(entry, entry.date, entry.meal, counter.ask(entry.servings, servings));
    },
    remove: (entry) => removal.mutate(entry.id, { onError: failed }),
  };
}
