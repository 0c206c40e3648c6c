import { perLocale } from '@receptari/shared/i18n/intl';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { LIVE_TIME_ZONE, madridInstant } from '@receptari/shared/lives/lives.rules';

/**
 * When a live starts, as its card shows it; `problem` is the product's line (docs/product.md#live-errors)
 * when it cannot be told.
 */
export type LiveWhen = { ok: true; start: Date; date: string; time: string } | { ok: false; problem: string };

// The list shows its dates in the Catalan locale (docs/product.md#live-list); the clock is always
// Madrid's (docs/lives.md).
const liveDay = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: LIVE_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);
const liveTime = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: LIVE_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * The start of a live from `starts_at` (the instant), or else from Madrid's `dia` and `hora`:
 * 'Data no definida' when it has neither, 'Data invàlida' when what it has is not a date.
 */
export function liveWhen(live: {
  starts_at?: string | null;
  dia?: string | null;
  hora?: string | null;
}): LiveWhen {
  const startsAt = live.starts_at?.trim();
  const dia = live.dia?.trim();
  let start: Date | null;
  if (startsAt) start = new Date(startsAt);
  else if (dia) start = madridInstant(dia, live.hora?.trim() || '00:00');
  else return { ok: false, problem: trLives.liveList.noDate };
  if (!start || Number.isNaN(start.getTime())) return { ok: false, problem: trLives.liveList.invalidDate };
  return { ok: true, start, date: liveDay().format(start), time: liveTime().format(start) };
}
