import { describe, expect, it } from 'vitest';
import { freeTextMinutes } from './free-text-minutes.ts';

describe('freeTextMinutes', () => {
  it.each([
    ['15 mins', 15],
    ['1 hr 30 min', 90],
    ['1 hour 30 minutes', 90],
    ['2 hrs', 120],
    ['45 minuts', 45],
    ['1 hora 15 minuts', 75],
    ['1,5 hores', 90],
    ['20 minutos', 20],
    ['1h30m', 90],
    ['1:30', 90],
    ['1 day', 1440],
    ['PT1H5M', 65],
    ['40', 40],
    [25, 25],
  ])('reads %s as %i minutes', (text, minutes) => {
    expect(freeTextMinutes(text)).toBe(minutes);
  });

  it.each([[''], ['a while'], [null], [undefined], [{}]])('reads no time from %s', (value) => {
    expect(freeTextMinutes(value)).toBeNull();
  });
});
