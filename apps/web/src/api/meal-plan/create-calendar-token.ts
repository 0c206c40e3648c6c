import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { calendarTokenAnswerSchema } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** POST /api/meal-plan/calendar-token: a new secret address; the previous one stops working. */
export function createCalendarToken() {
  return apiFetch<AnswerOf<typeof calendarTokenAnswerSchema>>('/meal-plan/calendar-token', {
    method: 'POST',
  });
}

/** Creates the address, or rotates it; the answer replaces the cached one. */
export function useCreateCalendarToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCalendarToken,
    onSuccess: (answer) => client.setQueryData(mealPlanKeys.calendarToken(), answer),
  });
}
