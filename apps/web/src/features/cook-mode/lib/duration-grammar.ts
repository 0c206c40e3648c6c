import type { TimerToken } from './timer-tokens.ts';
import {
  AND_WORDS,
  COUPLE_WORDS,
  FILLER_WORDS,
  HALF_WORDS,
  HOUR,
  LESS_WORDS,
  MINUTE,
  NUMBER_WORDS,
  OF_WORDS,
  ONE_ARTICLES,
  ONES,
  ORDINAL_UNITS,
  QUANTITY_WORDS,
  QUARTER_WORDS,
  SECOND,
  SHORT_HOURS,
  TENS,
  UNIT_WORDS,
} from './timer-words.ts';

/** A number read from tokens, and the index of the token after it. */
export interface Amount {
  value: number;
  next: number;
}

/** A duration read from tokens: its seconds, its largest and smallest units, the token after it. */
export interface Duration {
  seconds: number;
  next: number;
  firstUnit: number;
  lastUnit: number;
}

type Tokens = readonly TimerToken[];

const textAt = (ts: Tokens, i: number): string => ts[i]?.text ?? '';
const isWordNumber = (t: TimerToken | undefined) => t !== undefined && t.value === undefined;

/** 20, 1 1/2, 1½, cinc, vint-i-cinc, twenty-five, treinta y cinco. */
export function numberAt(ts: Tokens, i: number): Amount | null {
  const token = ts[i];
  if (!token) return null;
  if (token.value !== undefined) {
    const after = ts[i + 1];
    return Number.isInteger(token.value) && !token.fraction && after?.fraction
      ? { value: token.value + (after.value ?? 0), next: i + 2 }
      : { value: token.value, next: i + 1 };
  }
  const value = NUMBER_WORDS[token.text];
  if (value === undefined) return null;
  const ten = TENS[token.text];
  if (ten !== undefined) {
    let j = i + 1;
    if (textAt(ts, j) === '-') j += textAt(ts, j + 1) === 'i' && textAt(ts, j + 2) === '-' ? 3 : 1;
    else if (textAt(ts, j) === 'y') j += 1;
    const one = ONES[textAt(ts, j)];
    if (one !== undefined) return { value: ten + one, next: j + 1 };
  }
  return { value, next: i + 1 };
}

/** A number, 'un parell de' (two), or a number and a half: 'one and a half', '1 i 1/2'. */
export function amountAt(ts: Tokens, i: number): Amount | null {
  let j = ONE_ARTICLES.has(textAt(ts, i)) ? i + 1 : i;
  if (COUPLE_WORDS.has(textAt(ts, j))) {
    j += 1;
    return { value: 2, next: OF_WORDS.has(textAt(ts, j)) ? j + 1 : j };
  }
  const number = numberAt(ts, i);
  if (!number || !AND_WORDS.has(textAt(ts, number.next))) return number;
  const k = number.next + 1;
  if (HALF_WORDS.has(textAt(ts, k))) return { value: number.value + 0.5, next: k + 1 };
  if (textAt(ts, k) === 'a' && HALF_WORDS.has(textAt(ts, k + 1)))
    return { value: number.value + 0.5, next: k + 2 };
  const fraction = ts[k];
  if (fraction?.fraction) return { value: number.value + (fraction.value ?? 0), next: k + 1 };
  return number;
}

/** The seconds of the unit at `i`: a word, or a mark right after a number (20', 45'', 30m). */
export function unitAt(ts: Tokens, i: number): number | null {
  const token = ts[i];
  const before = ts[i - 1];
  if (!token) return null;
  const touching = before !== undefined && before.end === token.start && before.value !== undefined;
  if (token.text === "'" || token.text === 'm') return touching ? MINUTE : null;
  if (token.text === '"' || token.text === "''") return touching ? SECOND : null;
  return UNIT_WORDS[token.text] ?? null;
}

/** After a unit: 'i mitja', 'and a half', 'y cuarto', 'i tres quarts', 'menys quart', 'i 1/2'. */
function partAfter(ts: Tokens, i: number, unit: number): Amount | null {
  if (unit === HOUR && LESS_WORDS.has(textAt(ts, i)) && QUARTER_WORDS.has(textAt(ts, i + 1)))
    return { value: -0.25, next: i + 2 };
  if (!AND_WORDS.has(textAt(ts, i))) return null;
  const j = textAt(ts, i + 1) === 'a' ? i + 2 : i + 1;
  if (HALF_WORDS.has(textAt(ts, j))) return { value: 0.5, next: j + 1 };
  if (unit === HOUR && /^(quart|cuarto|quarter)$/.test(textAt(ts, j))) return { value: 0.25, next: j + 1 };
  const quarters = unit === HOUR ? numberAt(ts, i + 1) : null;
  if (quarters && quarters.value <= 3 && QUARTER_WORDS.has(textAt(ts, quarters.next)))
    return OF_WORDS.has(textAt(ts, quarters.next + 1))
      ? null
      : { value: quarters.value / 4, next: quarters.next + 1 };
  const fraction = ts[i + 1];
  return fraction?.fraction ? { value: fraction.value ?? 0, next: i + 2 } : null;
}

function withPartAfter(ts: Tokens, amount: number, unit: number, next: number): Duration {
  const part = partAfter(ts, next, unit);
  const value = amount + (part?.value ?? 0);
  return { seconds: value * unit, next: part?.next ?? next, firstUnit: unit, lastUnit: unit };
}

/** 'mitja hora', 'half an hour', 'half-hour', 'una mitja hora', after the optional amount. */
function halfOf(ts: Tokens, j: number, amount: number): Duration | null {
  let k = j + 1;
  if (textAt(ts, k) === '-') k += 1;
  if (textAt(ts, k) === 'a' || textAt(ts, k) === 'an') k += 1;
  const unit = unitAt(ts, k);
  return unit ? { seconds: amount * unit * 0.5, next: k + 1, firstUnit: unit, lastUnit: unit } : null;
}

/** "un quart d'hora", 'tres quarts d'hora', 'cuarto de hora', 'a quarter of an hour'. */
function quarterOf(ts: Tokens, j: number, amount: number): Duration | null {
  let k = j + 1;
  if (OF_WORDS.has(textAt(ts, k))) k += 1;
  if (ONE_ARTICLES.has(textAt(ts, k))) k += 1;
  const quarter = HOUR / 4;
  return unitAt(ts, k) === HOUR
    ? { seconds: amount * quarter, next: k + 1, firstUnit: quarter, lastUnit: quarter }
    : null;
}

/** One part of a duration: '20 minuts', 'una hora i mitja', 'mitja hora', 'hora y media', '10-minute'. */
export function componentAt(ts: Tokens, i: number): Duration | null {
  const amount = amountAt(ts, i);
  const j = amount ? amount.next : i;
  if (HALF_WORDS.has(textAt(ts, j))) return halfOf(ts, j, amount?.value ?? 1);
  if (QUARTER_WORDS.has(textAt(ts, j))) return quarterOf(ts, j, amount?.value ?? 1);
  if (!amount) {
    // A unit alone is a timer only with its half or quarter: 'hora i mitja', 'minuto y medio'.
    const unit = textAt(ts, i).length > 1 ? unitAt(ts, i) : null;
    const part = unit ? partAfter(ts, i + 1, unit) : null;
    return unit && part ? withPartAfter(ts, 1, unit, i + 1) : null;
  }
  const joined = textAt(ts, j) === '-' && ts[j - 1]?.value !== undefined;
  let k = joined || FILLER_WORDS.has(textAt(ts, j)) ? j + 1 : j;
  // "3/4 d'hora", '1/2 of an hour'.
  if (ts[j - 1]?.fraction && OF_WORDS.has(textAt(ts, k))) k += /^an?$/.test(textAt(ts, k + 1)) ? 2 : 1;
  const unit = unitAt(ts, k);
  if (!unit) return null;
  if (ORDINAL_UNITS.has(textAt(ts, k)) && amount.next === i + 1 && isWordNumber(ts[i])) return null;
  return withPartAfter(ts, amount.value, unit, k + 1);
}

/** Bare minutes after a short hour unit (1h30, 1 h 30) or bare seconds after a minute mark (1'30). */
function bareAfter(ts: Tokens, i: number, unit: number): { seconds: number; unit: number } | null {
  const token = ts[i];
  const last = ts[i - 1];
  if (!token || token.value === undefined || !Number.isInteger(token.value) || token.fraction) return null;
  if (token.value <= 0 || token.value >= 60 || QUANTITY_WORDS.has(textAt(ts, i + 1))) return null;
  if (unit === HOUR && last && SHORT_HOURS.has(last.text))
    return { seconds: token.value * MINUTE, unit: MINUTE };
  if (unit === MINUTE && last?.text === "'") return { seconds: token.value, unit: SECOND };
  return null;
}

/** A whole duration: its parts from the largest unit down, '1 h 30 min', '2 minuts i 30 segons'. */
export function durationAt(ts: Tokens, i: number): Duration | null {
  const first = componentAt(ts, i);
  if (!first) return null;
  const total = { ...first };
  for (;;) {
    const j = AND_WORDS.has(textAt(ts, total.next)) ? total.next + 1 : total.next;
    const part = componentAt(ts, j);
    if (part && part.firstUnit < total.lastUnit) {
      Object.assign(total, {
        seconds: total.seconds + part.seconds,
        next: part.next,
        lastUnit: part.lastUnit,
      });
      continue;
    }
    const bare = j === total.next && !part ? bareAfter(ts, j, total.lastUnit) : null;
    if (!bare) break;
    Object.assign(total, { seconds: total.seconds + bare.seconds, next: j + 1, lastUnit: bare.unit });
  }
  return total;
}
