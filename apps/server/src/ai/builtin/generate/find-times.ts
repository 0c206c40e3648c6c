import { hasCookVerb } from './cooking-verbs.ts';
import { NUMBER, plain, readCount } from './count-words.ts';

const RANGE = `${NUMBER}(?:\\s*(?:-|a|o|or|to)\\s*${NUMBER})?`;
const HOURS = '(?:hores|hora|horas|hours|hour|h)';

/** Phrases of a duration, most specific first; each match is blanked so it is not counted twice. */
const DURATIONS: readonly {
  pattern: RegExp;
  minutes: (groups: readonly (string | undefined)[]) => number;
}[] = [
  {
    // "una hora i quart", "1 hora i mitja", "hora y media", "an hour and a half"
    pattern: new RegExp(
      `${NUMBER}\\s*${HOURS}\\s+(?:i|y|and)\\s+(?:a\\s+)?(quart|cuarto|quarter|mitja|media|half)`,
      'gu',
    ),
    minutes: ([n, part]) => readCount(n!) * 60 + (/^(mitja|media|half)$/u.test(part!) ? 30 : 15),
  },
  { pattern: /tres\s+(?:quarts\s+d'?\s*hora|cuartos\s+de\s+hora)/gu, minutes: () => 45 },
  { pattern: /(?:mitja\s+hora|media\s+hora|half\s+an\s+hour)/gu, minutes: () => 30 },
  { pattern: /(?:quart\s+d'?\s*hora|cuarto\s+de\s+hora|quarter\s+of\s+an\s+hour)/gu, minutes: () => 15 },
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\d])${RANGE}\\s*(?:minuts|minut|minutos|minuto|minutes|minute|mins|min)(?!\\p{L})`,
      'gu',
    ),
    // A range counts as its upper end: the dish is done by then.
    minutes: ([low, high]) => readCount(high ?? low!),
  },
  {
    pattern: new RegExp(`(?<![\\p{L}\\d])${RANGE}\\s*${HOURS}(?!\\p{L})`, 'gu'),
    minutes: ([low, high]) => readCount(high ?? low!) * 60,
  },
];

/** Minutes named in one clause, in any of the phrasings above. */
export function minutesIn(clause: string): number {
  let text = plain(clause).replace(/['’]/gu, "'");
  let total = 0;
  for (const { pattern, minutes } of DURATIONS) {
    text = text.replace(pattern, (_whole: string, ...rest: unknown[]) => {
      // replace() passes the groups, then the offset and the whole text.
      total += minutes(rest.slice(0, -2) as (string | undefined)[]);
      return ' ';
    });
  }
  return Math.round(total);
}

/**
 * Preparation and cooking minutes: a clause's time is cooking time when the clause boils, fries,
 * bakes or otherwise cooks; any other timed clause (resting, marinating) is preparation.
 */
export function findTimes(clauses: readonly string[]): { prep_time: number; cook_time: number } {
  let prep = 0;
  let cook = 0;
  for (const clause of clauses) {
    const minutes = minutesIn(clause);
    if (minutes === 0) continue;
    if (hasCookVerb(clause)) cook += minutes;
    else prep += minutes;
  }
  return { prep_time: prep, cook_time: cook };
}
