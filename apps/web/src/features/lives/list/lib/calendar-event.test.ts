import { describe, expect, it } from 'vitest';
import {
  buildIcs,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  liveEvent,
  utcStamp,
} from './calendar-event.ts';

const live = {
  id: 12,
  title: 'Arròs negre',
  description: 'Amb sípia, allioli; i\nun toc de llimona \\ fresca.',
  chef: { name: 'xef_marta' },
};
// 18:30 in Madrid in winter (docs/lives.md).
const start = new Date('2026-12-03T17:30:00.000Z');

describe('the calendar event of a live', () => {
  const event = liveEvent(live, start, 'https://receptari.cat');

  it('lasts exactly one hour from the start, with the room in the description', () => {
    expect(event.end.getTime() - event.start.getTime()).toBe(60 * 60 * 1000);
    expect(event.title).toBe('Live de xef_marta: Arròs negre');
    expect(event.url).toBe('https://receptari.cat/chat/12');
    expect(event.description).toContain('Sala del live: https://receptari.cat/chat/12');
  });

  it('writes UTC times', () => {
    expect(utcStamp(start)).toBe('20261203T173000Z');
  });

  it('escapes iCalendar text', () => {
    expect(escapeIcsText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('builds an .ics with CRLF lines, UTC start and end, and escaped text', () => {
    const ics = buildIcs(event, new Date('2026-11-25T01:00:00.000Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTART:20261203T173000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20261203T183000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261125T010000Z\r\n');
    expect(unfolded).toContain('\r\nUID:live-12@receptari\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Live de xef_marta: Arròs negre\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Amb sípia\\, allioli\\; i\\nun toc de llimona \\\\ fresca.\\n\\nSala del live: https://receptari.cat/chat/12\r\n',
    );
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'à'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldIcsLine('SUMMARY:curt')).toBe('SUMMARY:curt');
  });

  it('links Google Calendar with the same times', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261203T173000Z/20261203T183000Z');
    expect(url.searchParams.get('text')).toBe('Live de xef_marta: Arròs negre');
    expect(url.searchParams.get('details')).toContain('https://receptari.cat/chat/12');
  });

  it('keeps the room as the whole description when the live has none', () => {
    expect(liveEvent({ ...live, description: null }, start, 'http://x').description).toBe(
      'Sala del live: http://x/chat/12',
    );
  });
});
