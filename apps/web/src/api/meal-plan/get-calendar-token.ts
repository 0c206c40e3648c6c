import { queryOptions, useQuery } from '@tanstack/react-query';
import type { calendarTokenStateSchema } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** GET /api/meal-plan/calendar-token: the calendar subscription address in use, or nulls. */
export function getCalendarToken(signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof calendarTokenStateSchema>>('/meal-plan/calendar-token', { signal });
}

export const calendarTokenQuery = () =>
  queryOptions({ queryKey: mealPlanKeys.calendarToken(), queryFn: ({ signal }) => getCalendarToken(signal) });

export function useCalendarToken() {
  return useQuery(calendarTokenQuery());
}
