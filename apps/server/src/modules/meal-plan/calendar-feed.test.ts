import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarFeed, feedRange } from './calendar-feed.ts';

const row = (id: number, date: string, meal: string, title = 'Escudella') => ({
  id,
  date,
  meal,
  servings: 4,
  recipeId: 100 + id,
  title,
  createdAt: new Date('2026-01-01T10:00:00Z'),
});

describe('the planner’s calendar feed', () => {
  it('puts lunch at 13:30 and dinner at 20:30 in Madrid, winter and summer, as UTC instants', () => {
    const text = buildCalendarFeed(
      [
        row(1, '2026-01-15', 'dinar'),
        row(2, '2026-07-15', 'sopar', 'Gaspatxo; fred, amb pa\\torrat'),
        row(3, '2026-03-29', 'dinar'), // the day summer time begins
        row(4, '2026-07-16', 'esmorzar'), // not a meal of the planner: left out
      ],
      'https://receptari.cat',
    );
    expect(text).toContain('DTSTART:20260115T123000Z');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Receptari: planificador');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.summary, e.startDate.toJSDate().toISOString()])).toEqual([
      ['meal-plan-1@receptari.cat', 'Dinar: Escudella', '2026-01-15T12:30:00.000Z'],
      ['meal-plan-2@receptari.cat', 'Sopar: Gaspatxo; fred, amb pa\\torrat', '2026-07-15T18:30:00.000Z'],
      ['meal-plan-3@receptari.cat', 'Dinar: Escudella', '2026-03-29T11:30:00.000Z'],
    ]);
    expect(events[0]!.description).toBe('Racions: 4\nhttps://receptari.cat/info/101');
  });

  it('spans Monday 4 weeks back to Sunday 12 weeks ahead of this week in Madrid', () => {
    // Sunday 23:30 UTC is already Monday in Madrid: the week counted is the next one.
    expect(feedRange(new Date('2026-11-29T23:30:00Z'))).toEqual({ from: '2026-11-02', to: '2027-02-28' });
    expect(feedRange(new Date('2026-11-29T12:00:00Z'))).toEqual({ from: '2026-10-26', to: '2027-02-21' });
  });
});
