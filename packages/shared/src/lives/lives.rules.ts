/**
 * The lives' clock: a live's `dia` and `hora` are a wall-clock date and time in Europe/Madrid (the
 * product's people are in Catalonia), whatever the server's or the browser's own time zone. The
 * instant stored (`starts_at`) is the one that wall clock shows in Madrid on that day.
 */
export const LIVE_TIME_ZONE = 'Europe/Madrid';

/** The public lists drop a live that started more than this long ago, whatever its status. */
export const LIVE_LIST_GRACE_MS = 24 * 60 * 60 * 1000;
/** A live may be scheduled at most this far ahead. */
export const LIVE_AHEAD_MAX_MS = 366 * 24 * 60 * 60 * 1000;
/** Rows any list of lives answers at most (soonest first). */
export const LIVE_LIST_MAX = 200;
/** How long an ended live with a replay stays in the lists (with 'Veure la repetició'). */
export const LIVE_REPLAY_LIST_MS = 30 * 24 * 60 * 60 * 1000;
export const DIA_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const HORA_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether 'YYYY-MM-DD' names a day of the calendar (no 2026-02-30). */
export function isCalendarDay(dia: string): boolean {
  const m = DIA_PATTERN.exec(dia);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1970 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

let formatter: Intl.DateTimeFormat | undefined;
const madridFormat = () =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LIVE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }));

/** The Madrid wall clock at `instant`: 'YYYY-MM-DD' and 'HH:MM'. */
export function madridParts(instant: Date): { dia: string; hora: string } {
  const parts = Object.fromEntries(
    madridFormat()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { dia: `${parts.year}-${parts.month}-${parts.day}`, hora: `${parts.hour}:${parts.minute}` };
}

const wallClockMs = (instant: Date) => {
  const { dia, hora } = madridParts(instant);
  return Date.parse(`${dia}T${hora}:00Z`);
};

/**
 * The instant at which Madrid's clock shows `dia` `hora`; null when that wall-clock time does not
 * exist (the hour skipped when summer time begins) or the input is malformed. When it happens
 * twice (the hour repeated when summer time ends) the earlier one, in summer time, is taken.
 */
export function madridInstant(dia: string, hora: string): Date | null {
  if (!isCalendarDay(dia) || !HORA_PATTERN.test(hora)) return null;
  const wall = Date.parse(`${dia}T${hora}:00Z`);
  // Madrid's offset is whatever it is a day either side; each candidate is checked against the clock.
  const offsets = new Set(
    [wall - 86_400_000, wall, wall + 86_400_000].map((t) => wallClockMs(new Date(t)) - t),
  );
  const hits = [...offsets]
    .map((offset) => wall - offset)
    .filter((t) => wallClockMs(new Date(t)) === wall)
    .sort((a, b) => a - b);
  return hits.length > 0 ? new Date(hits[0]!) : null;
}
