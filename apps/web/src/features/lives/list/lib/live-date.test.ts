import { describe, expect, it } from 'vitest';
import { liveWhen } from './live-date.ts';

describe("a live's date on its card", () => {
  it('shows the instant in Catalan on Madrid clock, in winter and in summer', () => {
    expect(liveWhen({ starts_at: '2026-12-03T17:30:00.000Z' })).toMatchObject({
      ok: true,
      // CLDR's Catalan writes 'del 2026'; older ICU data wrote 'de 2026'.
      date: expect.stringMatching(/^dijous, 3 de desembre del? 2026$/),
      time: '18:30',
    });
    expect(liveWhen({ starts_at: '2030-07-15T16:00:00.000Z' })).toMatchObject({
      ok: true,
      date: expect.stringMatching(/^dilluns, 15 de juliol del? 2030$/),
      time: '18:00',
    });
  });

  it("reads Madrid's dia and hora when there is no instant", () => {
    const when = liveWhen({ starts_at: null, dia: '2030-01-15', hora: '18:00' });
    expect(when.ok && when.start.toISOString()).toBe('2030-01-15T17:00:00.000Z');
  });

  it("says 'Data no definida' without any date", () => {
    expect(liveWhen({})).toEqual({ ok: false, problem: 'Data no definida' });
    expect(liveWhen({ starts_at: '  ', dia: null })).toEqual({ ok: false, problem: 'Data no definida' });
  });

  it("says 'Data invàlida' for a date that is not one", () => {
    expect(liveWhen({ starts_at: 'demà' })).toEqual({ ok: false, problem: 'Data invàlida' });
    expect(liveWhen({ dia: '2026-02-30', hora: '18:00' })).toEqual({ ok: false, problem: 'Data invàlida' });
    expect(liveWhen({ dia: '2026-12-03', hora: '25:00' })).toEqual({ ok: false, problem: 'Data invàlida' });
  });
});
