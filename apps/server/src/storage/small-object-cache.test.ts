import { describe, expect, it } from 'vitest';
import { SmallObjectCache } from './small-object-cache.ts';

const bytes = (n: number) => ({ data: new Uint8Array(n) });

describe('SmallObjectCache', () => {
  it('keeps small objects for its time, forgets a deleted one, and never a big one', () => {
    let now = 0;
    const cache = new SmallObjectCache(100, 1000, 60_000, () => now);
    cache.set('a.webp', bytes(50));
    cache.set('big.webp', bytes(101));
    expect(cache.get('a.webp')?.data.length).toBe(50);
    expect(cache.get('big.webp')).toBeNull();
    now = 59_999;
    expect(cache.get('a.webp')).not.toBeNull();
    now = 60_000;
    expect(cache.get('a.webp')).toBeNull();
    cache.set('b.webp', bytes(10));
    cache.delete('b.webp');
    expect(cache.get('b.webp')).toBeNull();
  });

  it('lets the least recently used go past its size', () => {
    const cache = new SmallObjectCache(100, 250, 60_000);
    cache.set('a', bytes(100));
    cache.set('b', bytes(100));
    cache.get('a'); // a is now the most recent
    cache.set('c', bytes(100));
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    cache.set('c', bytes(40)); // replaced, counted once
    cache.set('d', bytes(100));
    expect(cache.get('a')).not.toBeNull();
  });
});
