import { minutesOf } from '../../schema-org/iso-duration.ts';

// "1 hr 30 min", "15 mins", "1 hora 15 minuts", "2 h", "45 minutes", "1 day": a number and its unit.
const PART =
  /(\d+(?:[.,]\d+)?)\s*(days?|dies|dia|d[ií]as?|h(?:ou)?rs?|hours?|hores?|horas?|h|min(?:ute|uto|ut)?s?|m|sec(?:ond)?s?|segons?|segundos?|s)(?![a-zà-ú])/giu;
const PER_UNIT: Readonly<Record<string, number>> = { d: 24 * 60, h: 60, m: 1, s: 1 / 60 };

/** "1:30" as hours and minutes. */
const CLOCK = /^(\d{1,2}):([0-5]\d)$/u;

/**
 * Minutes of a time as apps write it (docs/product.md#from-another-app): ISO 8601 and plain numbers
 * as schema.org reads them, then free text in English, Catalan or Spanish ("1 hr 30 min", "1 hora",
 * "1:30"); null when no time can be read from it.
 */
export function freeTextMinutes(value: unknown): number | null {
  const iso = minutesOf(value);
  if (iso !== null || typeof value !== 'string') return iso;
  const text = value.trim().toLowerCase();
  const clock = CLOCK.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  let total = 0;
  let found = false;
  for (const [, amount, unit] of text.matchAll(PART)) {
    total += Number(amount!.replace(',', '.')) * (PER_UNIT[unit![0]!] ?? 0);
    found = true;
  }
  return found ? Math.round(total) : null;
}
