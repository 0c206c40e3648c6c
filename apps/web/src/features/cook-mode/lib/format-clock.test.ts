import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock.ts';

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [-500, '00:00'],
    [1, '00:01'],
    [59_001, '01:00'],
    [5 * 60_000, '05:00'],
    [59 * 60_000 + 59_000, '59:59'],
    [3600_000, '1:00:00'],
    [3600_000 + 65_000, '1:01:05'],
    [26 * 3600_000, '26:00:00'],
  ])('%i ms is %s', (ms, text) => expect(formatClock(ms)).toBe(text));
});
