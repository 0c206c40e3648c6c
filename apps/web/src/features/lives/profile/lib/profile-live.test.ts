import { describe, expect, it } from 'vitest';
import { formatLiveDay, formatLiveTime } from './profile-live.ts';

describe('live date and time on a profile', () => {
  it('shows the day in Spanish long format, whatever the time zone', () => {
    expect(formatLiveDay('2026-11-24')).toBe('24 de noviembre de 2026');
    expect(formatLiveDay('2027-01-05T00:00:00.000Z')).toBe('5 de enero de 2027');
  });

  it('keeps a day that is not a date as it came', () => {
    expect(formatLiveDay('demà')).toBe('demà');
  });

  it('drops the seconds of the time', () => {
    expect(formatLiveTime('18:30:00')).toBe('18:30');
    expect(formatLiveTime('9:05')).toBe('9:05');
    expect(formatLiveTime('tarda')).toBe('tarda');
  });
});
