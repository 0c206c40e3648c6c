import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { madridInstant, madridParts } from '@receptari/shared/lives/lives.rules';
import {
  datesOfWeek,
  type Meal,
  MEALS,
  shiftWeek,
  weekOfDate,
} from '@receptari/shared/meal-plan/meal-plan.rules';
import ical from 'ical-generator';
import type { FeedEntryRow } from './meal-plan.repo.ts';

const { calendarFeed } = trPlanning;

/** The feed spans the plan a calendar is worth showing (docs/product.md#meal-plan): recent and ahead. */
export const FEED_WEEKS_BACK = 4;
export const FEED_WEEKS_AHEAD = 12;

/**
 * When each meal sits in the calendar: a Catalan home's lunch and dinner on Madrid's clock, an hour
 * each. Timed events rather than all-day ones: a day's lunch and dinner read apart in every app,
 * and a reminder can precede the cooking. They are written as UTC instants (computed from Madrid's
 * wall clock with its summer time), which every calendar app reads the same way with no VTIMEZONE
 * block to get right; someone abroad sees Madrid's 20:30 at their own hour, which is that instant.
 */
const MEAL_TIMES: Record<Meal, string> = { dinar: '13:30', sopar: '20:30' };
const MEAL_MS = 60 * 60 * 1000;
/** How often calendar apps that honour it come back (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** The dates the feed shows at `now`: Monday 4 weeks back to Sunday 12 weeks ahead, on Madrid's calendar. */
export function feedRange(now: Date): { from: string; to: string } {
  const thisWeek = weekOfDate(new Date(`${madridParts(now).dia}T00:00:00Z`));
  const from = datesOfWeek(shiftWeek(thisWeek, -FEED_WEEKS_BACK))?.[0] ?? madridParts(now).dia;
  const to = datesOfWeek(shiftWeek(thisWeek, FEED_WEEKS_AHEAD))?.[6] ?? madridParts(now).dia;
  return { from, to };
}

const asMeal = (meal: string): Meal | undefined => MEALS.find((m) => m === meal);

/**
 * The iCalendar text (RFC 5545) of a planner's entries: one VEVENT each, its UID the entry's id
 * (stable across fetches and moves, so an app updates the event instead of duplicating it), the
 * summary "Dinar: <title>", the servings and the recipe's address in the description.
 */
export function buildCalendarFeed(rows: FeedEntryRow[], origin: string): string {
  const host = new URL(origin).host;
  const calendar = ical({
    name: calendarFeed.name,
    prodId: { company: 'Receptari', product: 'planificador', language: 'CA' },
    ttl: REFRESH_SECONDS,
  });
  for (const row of rows) {
    const meal = asMeal(row.meal);
    // 13:30 and 20:30 exist every day in Madrid (summer time moves 02:00 and 03:00).
    const start = meal && madridInstant(row.date, MEAL_TIMES[meal]);
    if (!meal || !start) continue;
    const url = `${origin}/info/${row.recipeId}`;
    calendar.createEvent({
      id: `meal-plan-${row.id}@${host}`,
      start,
      end: new Date(start.getTime() + MEAL_MS),
      stamp: row.createdAt,
      summary: fill(calendarFeed[meal], { title: row.title }),
      description: `${fill(calendarFeed.servings, { n: row.servings })}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}
