import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MealPlanAnswer,
  MealPlanEntryBody,
  mealPlanEntryAnswerSchema,
} from '@receptari/shared/meal-plan/meal-plan.schemas';
import { weekOfDate } from '@receptari/shared/meal-plan/meal-plan.rules';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** POST /api/meal-plan: a recipe planned on a day's meal at some servings; answers the entry. */
export function addMealPlanEntry(body: MealPlanEntryBody) {
  return apiFetch<AnswerOf<typeof mealPlanEntryAnswerSchema>>('/meal-plan', { method: 'POST', body });
}

/** The new entry goes into its week's cached plan at once, then the week is fetched again. */
export function useAddMealPlanEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMealPlanEntry,
    onSuccess: ({ entry }) => {
      const key = mealPlanKeys.week(weekOfDate(new Date(`${entry.date}T00:00:00Z`)));
      client.setQueryData<MealPlanAnswer>(
        key,
        (plan) => plan && { ...plan, entries: [...plan.entries, entry] },
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
