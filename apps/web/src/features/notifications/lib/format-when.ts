import { perLocale } from '@receptari/shared/i18n/intl';

const relative = perLocale((tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }));
const day = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
);
const full = perLocale((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification came, in Catalan: 'ara', 'fa 5 minuts', 'fa 3 hores', 'ahir', 'fa 4 dies',
 * then the date itself after a week ('3 de nov. 2026'). The browser's Intl does it: no date library.
 */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return relative().format(0, 'second');
  if (ago < HOUR) return relative().format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative().format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 7 * DAY) return relative().format(-Math.floor(ago / DAY), 'day');
  return day().format(at);
}

/** The whole date and time, for the tooltip of a relative one. */
export const formatFull = (iso: string): string => full().format(new Date(iso));
