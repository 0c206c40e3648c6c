import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache.ts';

describe('MicroCache', () => {
  it('serves a key for ttl, shares concurrent loads, and reloads after expiry or clear', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MicroCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('forgets failures and keeps at most maxEntries keys', async () => {
    const cache = new MicroCache<string>(1000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('x', async () => 'up')).toBe('up');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded'); // x was the oldest: dropped
  });
});

describe('MicroCache.delete and deleteWhere', () => {
  it('drop only the keys named or picked', async () => {
    const cache = new MicroCache<string>(1000, 10);
    for (const key of ['1:a', '1:b', '12:a', '2:a']) await cache.get(key, async () => 'old');
    cache.deleteWhere((key) => key.startsWith('1:'));
    cache.delete('2:a');
    const now = await Promise.all(['1:a', '1:b', '12:a', '2:a'].map((k) => cache.get(k, async () => 'new')));
    expect(now).toEqual(['new', 'new', 'old', 'new']);
  });
});
