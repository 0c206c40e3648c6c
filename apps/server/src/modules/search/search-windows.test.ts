import { describe, expect, it } from 'vitest';
import { idWindows, SEARCH_WINDOWS } from './search-windows.ts';

describe('idWindows', () => {
  it('cuts the ids below the bound into the newest 2,000, the next 18,000, the next 180,000 and all older ones', () => {
    expect(SEARCH_WINDOWS).toEqual([2_000, 20_000, 200_000]);
    expect(idWindows(1_000_001, [2_000, 20_000])).toEqual([
      { from: 998_001, to: 1_000_001 },
      { from: 980_001, to: 998_001 },
      { to: 980_001 },
    ]);
    expect(idWindows(1_000_001)).toEqual([
      { from: 998_001, to: 1_000_001 },
      { from: 980_001, to: 998_001 },
      { from: 800_001, to: 980_001 },
      { to: 800_001 },
    ]);
  });

  it('stops at the oldest id: adjacent, disjoint windows covering every id from 1 up', () => {
    for (const upper of [1, 2, 3, 5, 13, 14, 15, 40, 41, 42, 100]) {
      const windows = idWindows(upper, [3, 10, 30]);
      const ids = windows.flatMap((w) => {
        const from = w.from ?? 1;
        const to = w.to!;
        return Array.from({ length: Math.max(0, to - from) }, (_, i) => to - 1 - i);
      });
      // Every id below the bound, once, newest first.
      expect(ids).toEqual(Array.from({ length: upper - 1 }, (_, i) => upper - 1 - i));
      expect(windows.at(-1)?.from).toBeUndefined();
    }
  });

  it('has no window at all below the first id', () => {
    expect(idWindows(1)).toEqual([]);
    expect(idWindows(0)).toEqual([]);
  });
});

describe('idWindows of a first page (openTop)', () => {
  it('leaves the newest window without an upper bound, the rest as below a cursor', () => {
    expect(idWindows(1_000_001, SEARCH_WINDOWS, true)).toEqual([
      { from: 998_001 },
      { from: 980_001, to: 998_001 },
      { from: 800_001, to: 980_001 },
      { to: 800_001 },
    ]);
    expect(idWindows(1_500, SEARCH_WINDOWS, true)).toEqual([{}]);
  });

  it('covers every id from 1 up, however stale the estimate', () => {
    for (const upper of [0, 1, 2, 5, 14, 42]) {
      const windows = idWindows(upper, [3, 10, 30], true);
      expect(windows[0]?.to).toBeUndefined();
      expect(windows.at(-1)?.from).toBeUndefined();
      // Adjacent: each window starts where the next (older) one ends.
      for (let i = 0; i + 1 < windows.length; i++) expect(windows[i]!.from).toBe(windows[i + 1]!.to);
    }
  });
});
