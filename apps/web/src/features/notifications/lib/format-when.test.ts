import { describe, expect, it } from 'vitest';
import { formatWhen } from './format-when.ts';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatWhen', () => {
  it('says how long ago in Catalan, then the date after a week', () => {
    expect(formatWhen(ago(10_000), now)).toBe('ara');
    expect(formatWhen(ago(5 * 60_000), now)).toBe('fa 5 minuts');
    expect(formatWhen(ago(3 * 3_600_000), now)).toBe('fa 3 hores');
    expect(formatWhen(ago(30 * 3_600_000), now)).toBe('ahir');
    expect(formatWhen(ago(4 * 86_400_000), now)).toBe('fa 4 dies');
    expect(formatWhen('2026-11-03T12:00:00.000Z', now)).toMatch(/^3 .*nov.* 2026$/);
  });

  it('never speaks of the future when the clocks differ a little', () => {
    expect(formatWhen(new Date(now + 30_000).toISOString(), now)).toBe('ara');
  });
});
