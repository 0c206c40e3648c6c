/** Every query key of the meal planner; `all` is the prefix a write invalidates. */
export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  /** One ISO week of the caller's plan ("2026-W48"). */
  week: (week: string) => [...mealPlanKeys.all, 'week', week] as const,
  /** The entries' updates (a mutation key): the week is fetched again once the last one settles. */
  updates: () => [...mealPlanKeys.all, 'updates'] as const,
  /** The caller's calendar subscription address, if any. */
  calendarToken: () => [...mealPlanKeys.all, 'calendar-token'] as const,
};
