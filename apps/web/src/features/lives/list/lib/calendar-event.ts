import { trLives } from '@receptari/shared/i18n/tr/lives';
import { fill } from '@receptari/shared/i18n/fill';

/** The calendar reminder lasts one hour from the live's start (docs/product.md#live-list). */
export const LIVE_EVENT_MS = 60 * 60 * 1000;

export interface CalendarEvent {
  uid: string;
  title: string;
  description: string;
  url: string;
  start: Date;
  end: Date;
}

/** The reminder of one live: its title, its description and the room's address, one hour long. */
export function liveEvent(
  live: { id: number; title: string; description?: string | null; chef: { name: string } },
  start: Date,
  origin: string,
): CalendarEvent {
  const url = `${origin}/chat/${live.id}`;
  const room = fill(trLives.liveList.eventRoom, { url });
  return {
    uid: `live-${live.id}@receptari`,
    title: fill(trLives.liveList.eventTitle, { chef: live.chef.name, title: live.title }),
    description: live.description ? `${live.description}\n\n${room}` : room,
    url,
    start,
    end: new Date(start.getTime() + LIVE_EVENT_MS),
  };
}

/** A UTC instant as iCalendar and Google Calendar write it: 20261203T173000Z. */
export const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** RFC 5545 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeIcsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * RFC 5545 folds content lines longer than 75 octets: a CRLF and one space before the rest. The
 * cut never falls inside a UTF-8 character (nor a surrogate pair), so 'à' stays whole.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line starts with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The event as an .ics file (iCalendar 2.0, UTC times, CRLF lines), `now` its time stamp. */
export function buildIcs(event: CalendarEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Receptari//Lives//CA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** The same event as a Google Calendar 'add event' link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
