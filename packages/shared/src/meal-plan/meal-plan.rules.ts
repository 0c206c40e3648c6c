/** The planner's meals (docs/product.md#meal-plan): lunch and dinner, as a Catalan home plans them. */
export const MEALS = ['dinar', 'sopar'] as const;
export type Meal = (typeof MEALS)[number];

/** Recipes one meal of one day may hold (a starter, a main, a dessert...). */
export const RECIPES_PER_MEAL_MAX = 6;

const WEEK = /^(\d{4})-W(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Weeks an ISO year has: 53 when 1 January is a Thursday, or a Wednesday in a leap year. */
function isoWeeksIn(year: number): number {
  const thursday = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay() === 4;
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return thursday(year) || (leap(year) && new Date(Date.UTC(year, 0, 1)).getUTCDay() === 3) ? 53 : 52;
}

/** The Monday (UTC midnight) of an ISO week "2026-W48", or null for a week that does not exist. */
export function mondayOfWeek(week: string): Date | null {
  const match = WEEK.exec(week);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (year < 2000 || year > 2100 || number < 1 || number > isoWeeksIn(year)) return null;
  const january4 = new Date(Date.UTC(year, 0, 4));
  const mondayOfWeek1 = january4.getTime() - ((january4.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(mondayOfWeek1 + (number - 1) * 7 * DAY_MS);
}

/** "2026-11-30" for a UTC date. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The seven dates of a week, Monday to Sunday, or null for a week that does not exist. */
export function datesOfWeek(week: string): string[] | null {
  const monday = mondayOfWeek(week);
  if (!monday) return null;
  return Array.from({ length: 7 }, (_, day) => isoDate(new Date(monday.getTime() + day * DAY_MS)));
}

/** The ISO week "2026-W48" a date falls in. */
export function weekOfDate(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const january1 = Date.UTC(year, 0, 1);
  const number = Math.floor((thursday.getTime() - january1) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(number).padStart(2, '0')}`;
}

/** A date "2026-02-30" that is not on the calendar is refused: the Date would roll it over. */
export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return isoDate(date) === text && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

/** The week before or after ("2026-W01" - 1 = "2025-W52"). */
export function shiftWeek(week: string, by: number): string {
  const monday = mondayOfWeek(week);
  if (!monday) return week;
  return weekOfDate(new Date(monday.getTime() + by * 7 * DAY_MS));
}
