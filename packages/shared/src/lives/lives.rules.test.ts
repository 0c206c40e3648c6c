import { describe, expect, it } from 'vitest';
import { isCalendarDay, madridInstant, madridParts } from './lives.rules.ts';

describe('the lives clock (Europe/Madrid)', () => {
  it('knows the calendar', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-04-31')).toBe(false);
    expect(isCalendarDay('2027-13-01')).toBe(false);
    expect(isCalendarDay('2027-1-01')).toBe(false);
  });

  it('round-trips every half hour of both time-change days and an ordinary one', () => {
    for (const dia of ['2027-03-28', '2027-10-31', '2027-06-15']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const hora = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const instant = madridInstant(dia, hora);
        if (dia === '2027-03-28' && hora.startsWith('02:')) {
          expect(instant, hora).toBeNull();
          continue;
        }
        expect(madridParts(instant!), `${dia} ${hora}`).toEqual({ dia, hora });
      }
    }
  });

  it('reads summer and winter offsets, and the repeated hour as its first pass', () => {
    expect(madridInstant('2027-01-10', '00:15')!.toISOString()).toBe('2027-01-09T23:15:00.000Z');
    expect(madridInstant('2027-08-10', '23:45')!.toISOString()).toBe('2027-08-10T21:45:00.000Z');
    expect(madridInstant('2027-10-31', '02:30')!.toISOString()).toBe('2027-10-31T00:30:00.000Z');
    expect(madridInstant('2027-10-31', '03:00')!.toISOString()).toBe('2027-10-31T02:00:00.000Z');
  });
});
