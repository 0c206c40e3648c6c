import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_META, prefetchNextScreens } from './prefetch-next-screens.ts';

const prefetched = () =>
  [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

describe('prefetchNextScreens', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    const meta = document.createElement('meta');
    meta.name = PREFETCH_META;
    meta.content = '/assets/search-1.js /assets/search-1.css';
    document.head.append(meta);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('prefetches the listed files once idle, in CORS mode as the module loader asks', () => {
    prefetchNextScreens();
    expect(prefetched()).toEqual([]);
    vi.runAllTimers();
    expect(prefetched()).toEqual(['/assets/search-1.js', '/assets/search-1.css']);
    const link = document.head.querySelector('link[rel="prefetch"]') as HTMLLinkElement;
    expect(link.crossOrigin).toBe('');
  });

  it('asks for nothing again on a later visit of the same build, and again for a new build', () => {
    prefetchNextScreens();
    vi.runAllTimers();
    document.head.querySelectorAll('link').forEach((l) => l.remove());
    prefetchNextScreens();
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);

    document.head.querySelector('meta')!.content = '/assets/search-2.js';
    prefetchNextScreens();
    vi.runAllTimers();
    expect(prefetched()).toEqual(['/assets/search-2.js']);
  });

  it('does nothing without the build’s list (development)', () => {
    document.head.innerHTML = '';
    prefetchNextScreens();
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
  });
});
