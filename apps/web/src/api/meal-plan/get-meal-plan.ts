import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealPlanAnswer, mealPlanAnswerSchema } from '@receptari/shared/meal-plan/meal-plan.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { mealPlanKeys } from './keys.ts';

/** GET /api/meal-plan?week=2026-W48: the week's seven dates and what is planned on them. */
export function getMealPlan(week: string, signal?: AbortSignal): Promise<MealPlanAnswer> {
  return apiFetch<AnswerOf<typeof mealPlanAnswerSchema>>(`/meal-plan?week=${encodeURIComponent(week)}`, {
    signal,
  });
}

export const mealPlanQuery = (week: string) =>
  queryOptions({ queryKey: mealPlanKeys.week(week), queryFn: ({ signal }) => getMealPlan(week, signal) });

export function useMealPlan(week: string) {
  return useQuery(mealPlanQuery(week));
}
