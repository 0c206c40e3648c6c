import { describe, expect, it } from 'vitest';
import { memoryFailureCounter } from './login-throttle.ts';

describe('memory failure counter', () => {
  it('counts per key within the window, then forgets', async () => {
    let now = 0;
    const counter = memoryFailureCounter(1000, () => now);
    expect(await counter.hit('a')).toBe(1);
    expect(await counter.hit('a')).toBe(2);
    expect(await counter.count('b')).toBe(0);
    now = 999;
    expect(await counter.count('a')).toBe(2);
    now = 1000;
    expect(await counter.count('a')).toBe(0);
    await counter.hit('a');
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
  });
});
