import { afterEach, describe, expect, it } from 'vitest';
import { loadChecked, saveChecked } from './cook-storage.ts';
import {
  createTimer,
  isDue,
  loadTimers,
  pauseTimer,
  remainingMs,
  resumeTimer,
  saveTimers,
} from './cook-timers.ts';

const T0 = 1_800_000_000_000;

afterEach(() => window.localStorage.clear());

describe('cook timers', () => {
  it('counts down from their end, not by ticks', () => {
    const timer = createTimer('20 minuts', 2, 20 * 60, T0);
    expect(remainingMs(timer, T0 + 60_000)).toBe(19 * 60_000);
    expect(isDue(timer, T0 + 20 * 60_000 - 1)).toBe(false);
    expect(isDue(timer, T0 + 20 * 60_000)).toBe(true);
    expect(remainingMs(timer, T0 + 30 * 60_000)).toBe(0);
  });

  it('stand still while paused and go on from there', () => {
    const paused = pauseTimer(createTimer('5 min', 0, 300, T0), T0 + 100_000);
    expect(remainingMs(paused, T0 + 900_000)).toBe(200_000);
    expect(isDue(paused, T0 + 900_000)).toBe(false);
    const resumed = resumeTimer(paused, T0 + 900_000);
    expect(remainingMs(resumed, T0 + 950_000)).toBe(150_000);
  });

  it('are kept per recipe and come back after a reload', () => {
    const running = createTimer('1 h', 0, 3600, T0);
    const paused = pauseTimer(createTimer('10 min', 1, 600, T0), T0 + 1000);
    saveTimers(7, [running, paused]);
    expect(window.localStorage.getItem('receptari:cook:7:timers')).toContain('"1 h"');
    expect(loadTimers(7, T0 + 5000)).toEqual([running, paused]);
    expect(loadTimers(8, T0)).toEqual([]);
    saveTimers(7, []);
    expect(window.localStorage.getItem('receptari:cook:7:timers')).toBeNull();
  });

  it('forget what is not a timer, and timers that rang long ago', () => {
    const old = { ...createTimer('1 min', 0, 60, T0), rang: true };
    window.localStorage.setItem('receptari:cook:3:timers', JSON.stringify([old, { id: 1 }, 'x']));
    expect(loadTimers(3, T0 + 120_000)).toEqual([old]);
    expect(loadTimers(3, T0 + 7 * 3600_000)).toEqual([]);
    window.localStorage.setItem('receptari:cook:3:timers', '{not json');
    expect(loadTimers(3, T0)).toEqual([]);
  });
});

describe('checked ingredients', () => {
  it('are kept per recipe', () => {
    saveChecked(4, [0, 2]);
    expect(window.localStorage.getItem('receptari:cook:4:checked')).toBe('[0,2]');
    expect(loadChecked(4)).toEqual([0, 2]);
    expect(loadChecked(5)).toEqual([]);
    window.localStorage.setItem('receptari:cook:5:checked', '[1,"x",-1,2.5]');
    expect(loadChecked(5)).toEqual([1]);
  });
});
