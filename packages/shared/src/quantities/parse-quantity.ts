import { numericQuantity } from 'numeric-quantity';
import { NUMBER_PHRASES, NUMBER_WORDS } from './number-words.ts';
import { withSpelledHundreds } from './spelled-numbers.ts';
import { VULGAR_FRACTIONS } from './vulgar-fractions.ts';

/** A quantity read from what a cook typed: one amount or a range, and any words after it. */
export interface QuantityReading {
  readonly low: number;
  /** The upper end of a range ("2-3"), null for one amount. */
  readonly high: number | null;
  /** Words typed after the number ("grans", "gr", "(400 g)"), kept as typed, lower-cased. */
  readonly rest: string;
  /** Every number was written whole (no fraction, no decimal): a count of eggs, not "½ ceba". */
  readonly whole: boolean;
}

// "aprox. 200", "uns 3", "entre 2 i 3": the hedge changes nothing we can compute.
const HEDGE =
  /^(?:aprox(?:imadament|imadamente)?\.?|approx(?:imately)?\.?|about|around|unes|uns|unos|unas|entre|~|±|c\.|ca\.)\s*/u;
const AND_A_HALF = /\s+(?:i|y|and)\s+(?:mig|mitja|mitjà|medio|media|a half)\b/gu;
// One amount: "2", "2.5", "1 1/2", "1/2".
const AMOUNT = String.raw`\d+\s+\d+\s*/\s*\d+|\d+\s*/\s*\d+|\d+(?:\.\d+)?`;
const RANGE_SEPARATOR = String.raw`\s*[-–—]\s*|\s+(?:a|o|or|to|i|y|and|ó)\s+`;
const LEADING = new RegExp(String.raw`^(${AMOUNT})(?:(?:${RANGE_SEPARATOR})(${AMOUNT}))?(.*)$`, 'u');

const GLYPHS = new RegExp(`[${Object.keys(VULGAR_FRACTIONS).join('')}]`, 'gu');

/** Digits, a decimal comma or point, fraction glyphs and number words, made plain for reading. */
export function normaliseQuantityText(text: string): string {
  let plain = withSpelledHundreds(text.trim().toLowerCase()).replace(AND_A_HALF, ' 1/2');
  plain = plain.replace(GLYPHS, (glyph) => ` ${VULGAR_FRACTIONS[glyph] ?? glyph}`);
  plain = plain.replace(/(\d),(\d)/gu, '$1.$2').replace(/\s*\u2044\s*/gu, '/');
  for (const [phrase, value] of NUMBER_PHRASES) plain = plain.replace(phrase, value);
  plain = plain.replace(/\p{L}+/gu, (word) => NUMBER_WORDS[word] ?? word);
  return plain.replace(/\s+/gu, ' ').trim();
}

function amountOf(text: string): number | null {
  const value = numericQuantity(text.replace(/\s*\/\s*/gu, '/'), { round: false });
  return Number.isFinite(value) && value > 0 ? value : null;
}

const isWhole = (text: string) => /^\d+$/u.test(text.trim());

/**
 * Reads the amount at the start of a quantity text: "200", "1/2", "1 ½", "0,5", "dues", "mig",
 * "un parell", "2 i mig", "2-3", "2 o 3", "uns 200 gr". Null when no number starts the text ("al
 * gust", "un raig" read as words, "c/s"), so the caller shows it as written.
 */
export function readQuantity(text: string): QuantityReading | null {
  // A page rescales the same lines at every click of the stepper: each text is read once.
  const known = readings.get(text);
  if (known !== undefined) return known;
  if (readings.size >= READINGS_KEPT) readings.clear();
  const reading = readAmount(text);
  readings.set(text, reading);
  return reading;
}

const READINGS_KEPT = 1000;
const readings = new Map<string, QuantityReading | null>();

function readAmount(text: string): QuantityReading | null {
  const plain = normaliseQuantityText(text).replace(HEDGE, '');
  const match = LEADING.exec(plain);
  if (!match) return null;
  const [, first = '', second, rest = ''] = match;
  // "2 1/2" could be a mixed number or "2" then a stray fraction: the AMOUNT pattern already took
  // it as mixed. A rest that starts with a digit is something we do not understand.
  if (/^\s*[\d/\-–—]/u.test(rest)) return null;
  const low = amountOf(first);
  if (low === null) return null;
  const high = second === undefined ? null : amountOf(second);
  if (second !== undefined && (high === null || high < low)) return null;
  return {
    low,
    high: high === low ? null : high,
    rest: rest.trim(),
    whole: isWhole(first) && (second === undefined || isWhole(second)),
  };
}

/**
 * The amount in the form's quantity field as one number (a range gives its mean), for the nutrition
 * estimate. Null when the text is not only a number, so the caller reports the line instead of
 * guessing.
 */
export function parseQuantity(text: string): number | null {
  const reading = readQuantity(text);
  if (!reading || reading.rest !== '') return null;
  return reading.high === null ? reading.low : (reading.low + reading.high) / 2;
}
