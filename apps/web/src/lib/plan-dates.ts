import { perLocale } from '@receptari/shared/i18n/intl';
import { isoDate, weekOfDate } from '@receptari/shared/meal-plan/meal-plan.rules';

/**
 * The planner's dates (docs/product.md#meal-plan) are calendar days, "2026-11-30", which the shared
 * rules read as UTC midnights; these helpers bring the user's own day to them and show them in
 * Catalan. Shared by the planner and the recipe page's 'Planificar'.
 */

/** Today as the user's clock says, as a UTC midnight (the rules' kind of date). */
export function localToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Today, "2026-11-30". */
export const todayIso = (now?: Date) => isoDate(localToday(now));

/** The ISO week of today, "2026-W48". */
export const thisWeek = (now?: Date) => weekOfDate(localToday(now));

/** The UTC midnight of "2026-11-30". */
export const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

const dayFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
);
const shortFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** "dl. 30 de nov.": a day of the plan with its weekday. */
export const formatPlanDay = (iso: string) =>
  dayFormat()
    .format(dateOf(iso))
    .replace(/^([^,\s]+),/, '$1');

/** "30 de nov.": the ends of a week's range. */
export const formatShortDay = (iso: string) => shortFormat().format(dateOf(iso));

/** The days from `from` to `to`, both included ("2026-11-30"...). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dateOf(from); isoDate(day) <= to; day = new Date(day.getTime() + 86_400_000)) {
    days.push(isoDate(day));
  }
  return days;
}
