import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MealPlanAnswer,
  MealPlanUpdateBody,
  mealPlanEntryAnswerSchema,
} from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** PUT /api/meal-plan/{id}: moves an entry (date, meal) or changes its servings; the recipe stays. */
export function updateMealPlanEntry(id: number, body: MealPlanUpdateBody) {
  return apiFetch<AnswerOf<typeof mealPlanEntryAnswerSchema>>(`/meal-plan/${id}`, { method: 'PUT', body });
}

export type MealPlanUpdate = { id: number; body: MealPlanUpdateBody & { week: string } };

/**
 * Optimistic: the entry moves (or its servings change) in the shown week at once; a refusal puts
 * the week back as it was, and the week is fetched again either way.
 */
export function useUpdateMealPlanEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: MealPlanUpdate) => updateMealPlanEntry(id, body),
    onMutate: async ({ id, body }) => {
      const key = mealPlanKeys.week(body.week);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<MealPlanAnswer>(key);
      const { date, meal, servings } = body;
      client.setQueryData<MealPlanAnswer>(
        key,
        (plan) =>
          plan && {
            ...plan,
            entries: plan.entries.map((e) => (e.id === id ? { ...e, date, meal, servings } : e)),
          },
      );
      return { key, before };
    },
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(context.key, context.before);
    },
    onSettled: (_answer, _error, { body }) =>
      client.invalidateQueries({ queryKey: mealPlanKeys.week(body.week) }),
  });
}
