import { amountAt, type Duration, durationAt, numberAt, unitAt } from './duration-grammar.ts';
import { type TimerToken, tokenize } from './timer-tokens.ts';
import {
  AGE_BEFORE,
  CLOCK_BEFORE,
  COUPLE_WORDS,
  DAY,
  HOUR,
  INTERVAL_AFTER,
  INTERVAL_BEFORE,
  INTERVAL_NOUNS,
  OF_WORDS,
  OR_WORDS,
  QUANTITY_WORDS,
  RANGE_SEPARATORS,
  SHORT_HOURS,
  STEP_WORDS,
  UNIT_WORDS,
} from './timer-words.ts';

/** A duration found in a step's text, which cook mode offers as a one-tap timer. */
export interface DetectedTimer {
  /** The duration, or the lower end of a range ('de 5 a 7 minuts': 300). */
  seconds: number;
  /** The upper end of a range ('de 5 a 7 minuts': 420). */
  maxSeconds?: number;
  /** The phrase as written in the step: '20 minuts', 'de 5 a 7 minuts', 'una hora i mitja'. */
  label: string;
  /** The phrase's span in the step: step.slice(start, end) === label. */
  start: number;
  end: number;
}

type Tokens = readonly TimerToken[];

interface Found {
  seconds: number;
  maxSeconds?: number;
  first: number;
  next: number;
  lastUnit: number;
}

const textAt = (ts: Tokens, i: number): string => ts[i]?.text ?? '';
const ONE_WORDS = new Set(['un', 'una', 'uno', 'a', 'an', 'one', '1']);

/** The index after a range's separator at `i` ('a', 'to', '-', 'fins a', 'o'...), or null. */
function separatorAt(ts: Tokens, i: number, separators: ReadonlySet<string>): number | null {
  const word = textAt(ts, i);
  if (!separators.has(word)) return null;
  return (word === 'fins' || word === 'hasta') && /^(a|al)$/.test(textAt(ts, i + 1)) ? i + 2 : i + 1;
}

const range = (first: number, seconds: number, upper: Duration): Found | null =>
  upper.seconds > seconds
    ? { seconds, maxSeconds: upper.seconds, first, next: upper.next, lastUnit: upper.lastUnit }
    : null;

/** 'un minut o dos', 'an hour or two': the upper end is a bare number in the lower's unit. */
function bareUpper(ts: Tokens, lower: Duration, first: number): Found | null {
  if (lower.firstUnit !== lower.lastUnit || !OR_WORDS.has(textAt(ts, lower.next))) return null;
  const upper = numberAt(ts, lower.next + 1);
  if (!upper || unitAt(ts, upper.next) !== null || QUANTITY_WORDS.has(textAt(ts, upper.next))) return null;
  const seconds = upper.value * lower.firstUnit;
  return seconds > lower.seconds ? { ...lower, first, maxSeconds: seconds, next: upper.next } : null;
}

/** '2/3 minuts', '3/4 min': two or three minutes, not two thirds of one (but '3/4 d'hora' is 45 minutes). */
function slashRange(ts: Tokens, i: number, first: number): Found | null {
  const token = ts[i];
  const [low = 0, high = 0] = token?.fraction ? token.text.split('/').map(Number) : [];
  const unit = low >= 2 ? unitAt(ts, i + 1) : null;
  if (!unit || unit >= HOUR) return null;
  return { seconds: low * unit, maxSeconds: high * unit, first, next: i + 2, lastUnit: unit };
}

/** A range from `i`: '5-7 minuts', 'de 20 minuts a mitja hora' (after 'de'), '10 to 12 minutes'. */
function rangeAt(ts: Tokens, i: number, separators: ReadonlySet<string>, first: number): Found | null {
  const slashed = slashRange(ts, i, first);
  if (slashed) return slashed;
  const lower = durationAt(ts, i);
  if (lower) {
    const k = separatorAt(ts, lower.next, separators);
    const upper = k === null ? null : durationAt(ts, k);
    return (upper && range(first, lower.seconds, upper)) || bareUpper(ts, lower, first);
  }
  if (COUPLE_WORDS.has(textAt(ts, i)) || COUPLE_WORDS.has(textAt(ts, i + 1))) return null;
  if (STEP_WORDS.has(textAt(ts, i - 1))) return null;
  const bare = amountAt(ts, i);
  const k = bare && separatorAt(ts, bare.next, separators);
  const upper = bare && k ? durationAt(ts, k) : null;
  return bare && upper ? range(first, bare.value * upper.firstUnit, upper) : null;
}

/** The timer phrase that starts at token `i`, if any. */
function phraseAt(ts: Tokens, i: number): Found | null {
  const opener = textAt(ts, i);
  const openerSeparators = opener === '' ? undefined : RANGE_SEPARATORS[opener];
  if (openerSeparators) return rangeAt(ts, i + 1, openerSeparators, i);
  const plain = RANGE_SEPARATORS[''] ?? new Set<string>();
  const found = rangeAt(ts, i, plain, i);
  if (found) return found;
  const duration = durationAt(ts, i);
  return duration && { ...duration, first: i };
}

/** 'cada 5 minuts', 'every 10 minutes', 'a intervals de 30 segons', '30-second intervals'. */
function isInterval(ts: Tokens, found: Found): boolean {
  const before = textAt(ts, found.first - 1);
  if (INTERVAL_BEFORE.has(before)) return true;
  if (OF_WORDS.has(before) && INTERVAL_NOUNS.has(textAt(ts, found.first - 2))) return true;
  return INTERVAL_AFTER.has(textAt(ts, found.next));
}

/** 'a les 8 h': a time of day; "pa d'un dia": bread a day old. */
function isNoDuration(ts: Tokens, found: Found): boolean {
  const before = textAt(ts, found.first - 1);
  const unit = textAt(ts, found.next - 1);
  if (CLOCK_BEFORE.has(before) && SHORT_HOURS.has(unit)) return true;
  const one = ONE_WORDS.has(textAt(ts, found.first)) && found.next === found.first + 2;
  return one && AGE_BEFORE.has(before) && (UNIT_WORDS[unit] ?? 0) >= DAY;
}

/**
 * The durations a step names, in Catalan, Spanish and English, each a timer: '20 minuts',
 * "1h30", "tres quarts d'hora", 'hora y media', 'half an hour', a range 'de 5 a 7 minuts' (its
 * lower end, and `maxSeconds`). Not a timer: a duration without a number ('uns minuts', 'una
 * estona', 'a few minutes'), an interval ('cada 5 minuts'), a temperature, a quantity, 'pas 3'.
 */
export function detectTimers(step: string): DetectedTimer[] {
  const ts = tokenize(step);
  const timers: DetectedTimer[] = [];
  for (let i = 0; i < ts.length;) {
    const found = phraseAt(ts, i);
    if (!found) {
      i += 1;
      continue;
    }
    const start = ts[found.first]?.start ?? 0;
    const end = ts[found.next - 1]?.end ?? start;
    if (found.seconds > 0 && !isInterval(ts, found) && !isNoDuration(ts, found)) {
      const seconds = Math.round(found.seconds);
      const max = found.maxSeconds === undefined ? {} : { maxSeconds: Math.round(found.maxSeconds) };
      timers.push({ seconds, ...max, label: step.slice(start, end), start, end });
    }
    i = found.next;
  }
  return timers;
}
