import { foldText } from './fold-text.ts';

/** A word, number or mark of a step, folded, with its span in the step as written. */
export interface TimerToken {
  text: string;
  start: number;
  end: number;
  /** Numbers only: 20, 1.5 ('1,5', "1'5"), 0.5 ('1/2', '½'), 1.5 ('1:30', hours and minutes). */
  value?: number;
  /** A fraction below one ('1/2', '½'), which may follow a whole number: 1 1/2, 1½. */
  fraction?: boolean;
}

const VULGAR: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/**
 * In order: a clock (1:30), a fraction (1/2), a number (20, 1,5, and the Catalan 1'5, which a
 * minute mark is not: 20'30 is 20 minutes 30), a vulgar fraction, an elided article or preposition
 * (d'hora, l'aigua), a word, the second and minute marks, any other sign.
 */
const TOKEN =
  /(\d+:\d\d)(?!\d)|([1-3]\/[2-4])(?!\d)|(\d+(?:[.,]\d+|'\d(?!\d))?)|([½¼¾⅓⅔])|(\p{L}'(?=\p{L}))|(\p{L}+)|(''|["'])|(\S)/gu;

function numberOf(match: RegExpExecArray): Pick<TimerToken, 'value' | 'fraction'> {
  const [, clock, fraction, plain, vulgar] = match;
  if (clock) {
    const [hours = 0, minutes = 0] = clock.split(':').map(Number);
    return { value: hours + minutes / 60 };
  }
  if (fraction) {
    const [top = 0, bottom = 1] = fraction.split('/').map(Number);
    return { value: top / bottom, fraction: top < bottom };
  }
  if (plain) return { value: Number(plain.replace(/[,']/, '.')) };
  if (vulgar) return { value: VULGAR[vulgar] ?? 0, fraction: true };
  return {};
}

/** The step's tokens, in order; spaces and line breaks are dropped. */
export function tokenize(step: string): TimerToken[] {
  const folded = foldText(step);
  const tokens: TimerToken[] = [];
  for (const match of folded.matchAll(TOKEN)) {
    const start = match.index;
    tokens.push({ text: match[0], start, end: start + match[0].length, ...numberOf(match) });
  }
  return tokens;
}
