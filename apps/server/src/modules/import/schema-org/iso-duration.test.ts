import { describe, expect, it } from 'vitest';
import { minutesOf } from './iso-duration.ts';

describe('minutesOf', () => {
  it.each([
    ['PT30M', 30],
    ['PT1H30M', 90],
    ['PT90M', 90],
    ['PT2H', 120],
    ['P0DT0H45M', 45],
    ['PT0H20M', 20],
    ['PT0.5H', 30],
    ['PT1,5H', 90],
    ['P1D', 1440],
    ['P1DT2H', 1560],
    ['P1W', 10080],
    ['PT45S', 1],
    ['PT1H0M30S', 61],
    ['pt15m', 15],
    [' PT10M ', 10],
  ])('%s is %i minutes', (text, minutes) => expect(minutesOf(text)).toBe(minutes));

  it('reads what some sites write instead: plain numbers and "20 min"', () => {
    expect(minutesOf(25)).toBe(25);
    expect(minutesOf('20 min')).toBe(20);
    expect(minutesOf('45 minuts')).toBe(45);
    expect(minutesOf('30 minutos')).toBe(30);
    expect(minutesOf('15')).toBe(15);
  });

  it.each([null, undefined, '', 'P', 'PT', 'P1DT', 'una hora', '1h 30m', -5, Number.NaN, {}, ['PT5M']])(
    'no duration in %j',
    (value) => expect(minutesOf(value)).toBeNull(),
  );
});
