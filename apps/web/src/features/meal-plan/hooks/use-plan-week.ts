import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { datesOfWeek, mondayOfWeek, shiftWeek } from '@receptari/shared/meal-plan/meal-plan.rules';
import { thisWeek } from '@/lib/plan-dates.ts';

/** The address' parameter of the week shown: /planificador?setmana=2026-W48. */
export const WEEK_PARAM = 'setmana';

/**
 * The week the planner shows lives in the address, so a reload, back and a shared link keep it;
 * no parameter, or one that is no week, shows this week. Each change is a history entry.
 */
export function usePlanWeek() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WEEK_PARAM);
  const current = thisWeek();
  const week = asked && mondayOfWeek(asked) ? asked : current;
  const dates = datesOfWeek(week) ?? [];

  const goTo = useCallback(
    (next: string) =>
      setParams((now) => {
        const changed = new URLSearchParams(now);
        changed.set(WEEK_PARAM, next);
        return changed;
      }),
    [setParams],
  );
  return {
    week,
    dates,
    isThisWeek: week === current,
    previous: () => goTo(shiftWeek(week, -1)),
    next: () => goTo(shiftWeek(week, 1)),
    today: () => goTo(current),
  };
}
