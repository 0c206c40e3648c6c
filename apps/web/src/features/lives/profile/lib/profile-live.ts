/**
 * A live as the profile's Lives section shows it (docs/product.md#live-fields: dia, hora, recipe), a
 * part of the lives API's answer (docs/lives.md): the title and description are the recipe's.
 */
export interface ProfileLive {
  id: number;
  /** The day on Madrid's clock, `YYYY-MM-DD`. */
  dia: string;
  /** The start time on Madrid's clock, `HH:MM` (older answers: `HH:MM:SS`). */
  hora: string;
  title: string;
  description: string | null;
  status?: 'scheduled' | 'live' | 'ended';
  /** The recording of an ended live, when there is one. */
  replay?: { url: string; mime_type: string } | null;
}

// The profile's lives are in Spanish, long format: "24 de noviembre de 2026"
// (docs/product.md#public-profile).
const spanishLong = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

/** The day in Spanish long format; a day that is not a date is shown as it came. */
export function formatLiveDay(dia: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia);
  if (!match) return dia;
  const [, y, m, d] = match;
  const date = new Date(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(date.getTime()) ? dia : spanishLong.format(date);
}

/** The start time without seconds: "18:30:00" → "18:30". */
export const formatLiveTime = (hora: string) => /^\d{1,2}:\d{2}/.exec(hora)?.[0] ?? hora;
