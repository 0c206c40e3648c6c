import { useMutation } from '@tanstack/react-query';
import type { mealPlanShoppingAnswerSchema } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/** POST /api/meal-plan/shopping: every recipe of the week onto the shopping list, at its servings. */
export function sendWeekToList(week: string) {
  return apiFetch<AnswerOf<typeof mealPlanShoppingAnswerSchema>>('/meal-plan/shopping', {
    method: 'POST',
    body: { week },
  });
}

export function useSendWeekToList() {
  return useMutation({ mutationFn: sendWeekToList });
}
