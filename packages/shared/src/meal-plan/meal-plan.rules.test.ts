import { describe, expect, it } from 'vitest';
import { datesOfWeek, isoDate, isRealDate, mondayOfWeek, shiftWeek, weekOfDate } from './meal-plan.rules.ts';

const DAY_MS = 86_400_000;
const utc = (text: string) => new Date(`${text}T00:00:00Z`);
const week = (year: number, n: number) => `${year}-W${String(n).padStart(2, '0')}`;

describe('ISO weeks (the planner, docs/product.md#meal-plan)', () => {
  it('start on the Monday of the week holding 4 January, even in the year before', () => {
    expect(isoDate(mondayOfWeek('2025-W01')!)).toBe('2024-12-30');
    expect(isoDate(mondayOfWeek('2026-W01')!)).toBe('2025-12-29');
    expect(isoDate(mondayOfWeek('2021-W01')!)).toBe('2021-01-04');
    expect(isoDate(mondayOfWeek('2026-W48')!)).toBe('2026-11-23');
  });

  it('have a week 53 only when 1 January or 31 December is a Thursday', () => {
    // 2020 and 2026 start on a Thursday (2020 a leap year starting on Wednesday): 53 weeks.
    expect(isoDate(mondayOfWeek('2020-W53')!)).toBe('2020-12-28');
    expect(isoDate(mondayOfWeek('2026-W53')!)).toBe('2026-12-28');
    expect(mondayOfWeek('2025-W53')).toBeNull();
    expect(mondayOfWeek('2027-W53')).toBeNull();
    // Every year the rule allows, against that other statement of it.
    for (let year = 2000; year <= 2100; year++) {
      const thursday = (d: Date) => d.getUTCDay() === 4;
      const long = thursday(new Date(Date.UTC(year, 0, 1))) || thursday(new Date(Date.UTC(year, 11, 31)));
      expect(mondayOfWeek(week(year, 53)) !== null, String(year)).toBe(long);
      expect(mondayOfWeek(week(year, 52)), String(year)).not.toBeNull();
    }
  });

  it('refuse what is not a week', () => {
    for (const bad of [
      '2026-W00',
      '2026-W54',
      '2026-W60',
      'abc',
      '2026-48',
      '2026-W1',
      ' 2026-W01',
      '1999-W10',
      '2101-W01',
      '',
    ]) {
      expect(mondayOfWeek(bad), bad).toBeNull();
      expect(datesOfWeek(bad), bad).toBeNull();
    }
  });

  it('list seven dates, Monday to Sunday, across a month and a year', () => {
    expect(datesOfWeek('2025-W01')).toEqual([
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
      '2025-01-05',
    ]);
    expect(datesOfWeek('2024-W09')).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
  });

  it('name the week of every day from 2000 to 2100, which lists that day back', () => {
    let previous = '';
    for (let t = Date.UTC(2000, 0, 3); t < Date.UTC(2100, 11, 27); t += DAY_MS) {
      const day = new Date(t);
      const name = weekOfDate(day);
      const dates = datesOfWeek(name);
      expect(dates?.[(day.getUTCDay() + 6) % 7], isoDate(day)).toBe(isoDate(day));
      if (day.getUTCDay() === 1) {
        if (previous) expect(shiftWeek(previous, 1)).toBe(name);
        previous = name;
      }
    }
    expect(weekOfDate(utc('2024-12-30'))).toBe('2025-W01');
    expect(weekOfDate(utc('2021-01-03'))).toBe('2020-W53');
    expect(weekOfDate(utc('2027-01-03'))).toBe('2026-W53');
  });

  it('shift by whole weeks over year ends, and leave a week that does not exist as it is', () => {
    expect(shiftWeek('2026-W01', -1)).toBe('2025-W52');
    expect(shiftWeek('2020-W53', 1)).toBe('2021-W01');
    expect(shiftWeek('2021-W01', -1)).toBe('2020-W53');
    expect(shiftWeek('2026-W48', 12)).toBe('2027-W07');
    expect(shiftWeek('2026-W60', 1)).toBe('2026-W60');
  });
});

describe('plan dates', () => {
  it('are real calendar days in the planner’s years', () => {
    for (const good of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31'])
      expect(isRealDate(good), good).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-1-01',
      '1999-12-31',
      '2026-02-28T00:00',
      'abc',
    ]) {
      expect(isRealDate(bad), bad).toBe(false);
    }
  });
});
